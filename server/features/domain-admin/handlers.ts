/** The handlers of 专区管理 (right admin:manage): domains, their accepting state, time limits and commitments. */
import type { OperationHandler } from '../../contract/operation-handler';
import { primaryDomainAdminClose } from './primary-domain-admin-close';
import { primaryDomainAdminCommitmentList } from './primary-domain-admin-commitment-list';
import { primaryDomainAdminCommitmentNew } from './primary-domain-admin-commitment-new';
import { primaryDomainAdminDetail } from './primary-domain-admin-detail';
import { primaryDomainAdminList } from './primary-domain-admin-list';
import { primaryDomainAdminNew } from './primary-domain-admin-new';
import { primaryDomainAdminOpen } from './primary-domain-admin-open';
import { primaryDomainAdminUpdate } from './primary-domain-admin-update';

export const domainAdminHandlers: readonly OperationHandler[] = [
  primaryDomainAdminList,
  primaryDomainAdminDetail,
  primaryDomainAdminNew,
  primaryDomainAdminUpdate,
  primaryDomainAdminOpen,
  primaryDomainAdminClose,
  primaryDomainAdminCommitmentList,
  primaryDomainAdminCommitmentNew,
];
