/**
 * The sign-in feature's operations: the government SSO login of legal persons (its login address,
 * registration and logout addresses, the ticket exchange), the operator login with password and SMS
 * code, and logout.
 */
import type { OperationHandler } from '../../contract/operation-handler';
import { webLoginLogout } from './web-login-logout';
import { webLoginOut } from './web-login-out';
import { webLoginPrimary } from './web-login-primary';
import { webLoginPrimaryMsgCheck } from './web-login-primary-msg-check';
import { webLoginPrimaryMsgSend } from './web-login-primary-msg-send';
import { webLoginRegister } from './web-login-register';
import { webLoginSecond } from './web-login-second';
import { webLoginUuid } from './web-login-uuid';

export const signInHandlers: readonly OperationHandler[] = [
  webLoginUuid,
  webLoginOut,
  webLoginRegister,
  webLoginPrimaryMsgSend,
  webLoginPrimaryMsgCheck,
  webLoginPrimary,
  webLoginSecond,
  webLoginLogout,
];
