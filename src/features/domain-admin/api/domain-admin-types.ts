/** The contract's shapes of 专区管理: domains as administrators see them, and their commitment versions. */
import type { components } from '@openapi/schema';

export type DomainAdminSummary = components['schemas']['DomainAdminSummary'];
export type DomainAdminDetail = components['schemas']['DomainAdminDetail'];
export type DomainAdminPage = components['schemas']['DomainAdminPage'];
export type DomainAdminListQuery = components['schemas']['DomainAdminListQuery'];
export type DomainAdminNewRequest = components['schemas']['DomainAdminNewRequest'];
export type DomainAdminUpdateRequest = components['schemas']['DomainAdminUpdateRequest'];
export type DomainCommitmentVersion = components['schemas']['DomainCommitmentVersion'];

/** The list's state filter: 受理中, 已关闭, or every domain (''). */
export const domainStates = ['open', 'closed'] as const;
export type DomainStateFilter = (typeof domainStates)[number];
