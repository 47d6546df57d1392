/** The account feature's operations: the signed-in user's own account, and an operator's password. */
import type { OperationHandler } from '../../contract/operation-handler';
import { primaryHomeModifyPassword } from './primary-home-modify-password';
import { primaryHomeProfile } from './primary-home-profile';
import { secondUserDetail } from './second-user-detail';

export const accountHandlers: readonly OperationHandler[] = [
  primaryHomeModifyPassword,
  primaryHomeProfile,
  secondUserDetail,
];
