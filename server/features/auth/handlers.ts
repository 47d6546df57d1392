/** The sign-in feature's operations: operator and corporate login, logout, own account. */
import type { OperationHandler } from '../../contract/operation-handler';
import { primaryHomeModifyPassword } from './primary-home-modify-password';
import { primaryHomeProfile } from './primary-home-profile';
import { secondUserDetail } from './second-user-detail';
import { webLoginLogout } from './web-login-logout';
import { webLoginPrimary } from './web-login-primary';
import { webLoginPrimaryMsgCheck } from './web-login-primary-msg-check';
import { webLoginPrimaryMsgSend } from './web-login-primary-msg-send';
import { webLoginSecond } from './web-login-second';

export const authHandlers: readonly OperationHandler[] = [
  webLoginPrimaryMsgSend,
  webLoginPrimaryMsgCheck,
  webLoginPrimary,
  webLoginSecond,
  webLoginLogout,
  primaryHomeModifyPassword,
  primaryHomeProfile,
  secondUserDetail,
];
