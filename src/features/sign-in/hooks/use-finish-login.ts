/**
 * After login: to `preUrl`, else the last visited location, else the workspace home that fits the
 * person (DESIGN §3). The login page is replaced in the history, so Back does not return to it.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { destinationAfterLogin } from '@machines/login/login-destination';
import type { LoginSession } from '@machines/login/login-session';
import { readLatestPath } from '@/lib/latest-path';

export function useFinishLogin(preUrl: string | null): (session: LoginSession) => void {
  const navigate = useNavigate();
  return useCallback(
    (session: LoginSession) => {
      const to = destinationAfterLogin({
        preUrl,
        latestPath: readLatestPath(),
        userType: session.userType,
        rights: session.rights,
      });
      void navigate(to, { replace: true });
    },
    [navigate, preUrl],
  );
}
