/**
 * Every handler the server answers the contract with, gathered from the features. A new feature adds
 * its `handlers.ts` list here; an operation without a handler answers 501 (该功能暂未开放).
 */
import type { OperationHandler } from '../contract/operation-handler';
import { authHandlers } from './auth/handlers';
import { contentHandlers } from './content/handlers';
import { loginHandlers } from './login/handlers';

export const operationHandlers: readonly OperationHandler[] = [
  ...loginHandlers,
  ...authHandlers,
  ...contentHandlers,
];
