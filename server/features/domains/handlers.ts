/** The public data-domain operations (专区合集 and a domain's entry requirements). */
import type { OperationHandler } from '../../contract/operation-handler';
import { webDomainDetail } from './web-domain-detail';
import { webDomainList } from './web-domain-list';

export const domainHandlers: readonly OperationHandler[] = [webDomainList, webDomainDetail];
