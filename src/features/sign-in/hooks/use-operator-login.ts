/**
 * The operator login machine for a view: its server calls go through the API client, and the session
 * it produces goes to the auth actor. The returned actor is started with the view and stopped with it.
 */
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { authStateOf } from '@machines/login/login-session';
import { operatorLoginMachine } from '@machines/login/operator-login.machine';
import { getApi } from '@/api/api-instance';
import { useEstablishSession } from '@/lib/auth/use-establish-session';
import { checkLoginCode } from '../api/check-login-code';
import { sendLoginCode } from '../api/send-login-code';
import { signInOperator } from '../api/sign-in-operator';

export function useOperatorLogin() {
  const establishSession = useEstablishSession();
  return useActorRef(
    operatorLoginMachine.provide({
      actors: {
        sendCode: fromPromise(({ input }) => sendLoginCode(getApi(), input)),
        checkCode: fromPromise(({ input }) => checkLoginCode(getApi(), input)),
        signIn: fromPromise(({ input }) => signInOperator(getApi(), input)),
      },
      actions: {
        establishSession: (_, params) => establishSession(authStateOf(params.session)),
      },
    }),
  );
}

export type OperatorLoginActor = ReturnType<typeof useOperatorLogin>;
