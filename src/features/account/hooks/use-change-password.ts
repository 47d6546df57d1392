/** The change-password machine for a form, its server call going through the API client. */
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { changePasswordMachine } from '@machines/login/change-password.machine';
import type { ChangePasswordInput } from '@machines/login/change-password.types';
import { getApi } from '@/api/api-instance';
import { modifyPassword } from '../api/modify-password';

export function useChangePassword(input: ChangePasswordInput) {
  return useActorRef(
    changePasswordMachine.provide({
      actors: { modifyPassword: fromPromise(({ input }) => modifyPassword(getApi(), input)) },
    }),
    { input },
  );
}
