/** The contract's shapes of the administration pages: operator accounts, roles, clients, corporate users. */
import type { components } from '@openapi/schema';

export type Admin = components['schemas']['Admin'];
export type AdminPage = components['schemas']['AdminPage'];
export type AdminListQuery = components['schemas']['AdminListQuery'];
export type AdminNewRequest = components['schemas']['AdminNewRequest'];
export type AdminUpdateRequest = components['schemas']['AdminUpdateRequest'];
export type AccountStatus = components['schemas']['AccountStatus'];
export type Role = components['schemas']['Role'];
export type ClientApplication = components['schemas']['ClientApplication'];
export type ClientPage = components['schemas']['ClientPage'];
export type ClientListQuery = components['schemas']['ClientListQuery'];
export type CorporateUser = components['schemas']['CorporateUser'];
export type CorporateUserPage = components['schemas']['CorporateUserPage'];
export type CorporateUserDetail = components['schemas']['CorporateUserDetail'];
export type UserListQuery = components['schemas']['UserListQuery'];
export type ApplicationSummary = components['schemas']['ApplicationSummary'];

export const accountStatuses = ['enabled', 'disabled'] as const satisfies readonly AccountStatus[];

/** A page of any list, for the empty answer a server may give instead of one. */
export function emptyPage(pageSize: number | undefined) {
  return { list: [], total: 0, page: 1, pageSize: pageSize ?? 10 };
}
