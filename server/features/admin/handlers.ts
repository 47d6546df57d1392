/** The handlers of the administration of operators, roles, client applications and corporate users (right admin:manage). */
import type { OperationHandler } from '../../contract/operation-handler';
import { primaryAdminClientList } from './primary-admin-client-list';
import { primaryAdminDetail } from './primary-admin-detail';
import { primaryAdminDisable } from './primary-admin-disable';
import { primaryAdminEnable } from './primary-admin-enable';
import { primaryAdminList } from './primary-admin-list';
import { primaryAdminNew } from './primary-admin-new';
import { primaryAdminResetPassword } from './primary-admin-reset-password';
import { primaryAdminRoleList } from './primary-admin-role-list';
import { primaryAdminUpdate } from './primary-admin-update';
import { primaryUserDetail } from './primary-user-detail';
import { primaryUserList } from './primary-user-list';

export const adminHandlers: readonly OperationHandler[] = [
  primaryAdminList,
  primaryAdminDetail,
  primaryAdminNew,
  primaryAdminUpdate,
  primaryAdminResetPassword,
  primaryAdminDisable,
  primaryAdminEnable,
  primaryAdminRoleList,
  primaryAdminClientList,
  primaryUserList,
  primaryUserDetail,
];
