/** The login feature's operations. */
import type { OperationHandler } from '../../contract/operation-handler';
import { webLoginOut } from './web-login-out';
import { webLoginRegister } from './web-login-register';
import { webLoginUuid } from './web-login-uuid';

export const loginHandlers: readonly OperationHandler[] = [
  webLoginUuid,
  webLoginOut,
  webLoginRegister,
];
