/** The server call of the password change, as a typed placeholder the browser provides. */
import { fromPromise } from 'xstate';
import { notProvided } from '../not-provided';
import type { ModifyPasswordInput, ModifyPasswordResult } from './change-password.types';

export const changePasswordActors = {
  /** `primary/home/modify-password`; resolves a result (wrong old password, policy, …). */
  modifyPassword: fromPromise<ModifyPasswordResult, ModifyPasswordInput>(() =>
    notProvided('modifyPassword'),
  ),
};
