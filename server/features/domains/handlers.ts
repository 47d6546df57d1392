/**
 * The data-domain operations: the public ones (专区合集 and a domain's entry requirements) and the
 * operators' list of every domain for their filters.
 */
import type { OperationHandler } from '../../contract/operation-handler';
import { primaryDomainOptions } from './primary-domain-options';
import { webDomainDetail } from './web-domain-detail';
import { webDomainList } from './web-domain-list';

export const domainHandlers: readonly OperationHandler[] = [
  webDomainList,
  webDomainDetail,
  primaryDomainOptions,
];
