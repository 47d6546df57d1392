/** Addresses of the admin pages that take a record. */
import { paths, withQuery } from '@/config/routes';

export function corporateUserAddress(id: string): string {
  return withQuery(paths.adminUserDetail, { id });
}

export function applicationTraceAddress(id: string): string {
  return withQuery(paths.auditApplication, { id });
}
