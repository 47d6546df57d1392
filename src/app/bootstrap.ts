/**
 * Wires the browser side of the portal once, before the first render: the session (whose auth actor
 * loads when needed, src/lib/auth/auth-session.ts), the API client whose envelope middleware reports
 * to it, and the startup UUID run.
 *
 * Usage (src/app/start-app.tsx):
 *
 *   const { authSession } = bootstrap({
 *     navigate: (to) => void router.navigate(to),
 *     currentPath: () => location.pathname + location.search + location.hash,
 *     notifyError: (message) => toaster.create({ type: 'error', description: message }),
 *   });
 *   <ChakraProvider value={portalSystem}>
 *     <AuthSessionProvider session={authSession}>
 *       <RouterProvider router={router} />
 *       <LegalPersonNotice />
 *     </AuthSessionProvider>
 *   </ChakraProvider>
 *
 * Data layers reach the client with `getApi()` from `@/api/api-instance`.
 */
import { setApi } from '@/api/api-instance';
import { createApiClient, type ApiClient } from '@/api/client';
import { globalLoadingTracker } from '@/api/loading-tracker';
import { readAuthState } from '@/lib/auth-state';
import { createAuthSession, loadWhenSignedIn, type AuthSession } from '@/lib/auth/auth-session';
import { whenIdle, yieldToBrowser } from '@/lib/yield-to-browser';

export type BootstrapDeps = {
  /** Moves the router; returning the navigation's promise lets a logout wait for exactly it. */
  navigate: (to: string) => void | Promise<void>;
  currentPath: () => string;
  notifyError: (message: string) => void;
  /**
   * Resolves when the first page has been drawn or taken over (src/lib/page-ready.tsx): the work
   * behind the first page waits for it. At once when not given.
   */
  pageReady?: Promise<void>;
};

export function bootstrap(deps: BootstrapDeps): { api: ApiClient; authSession: AuthSession } {
  // The actor and the client need each other: the client reports session outcomes to the actor, and
  // the actor's logout calls go through the client, which exists by the time anyone logs out.
  const authSession = createAuthSession(() =>
    import('@/lib/auth/auth-actor').then(({ createAuthActor }) =>
      createAuthActor({
        navigate: deps.navigate,
        notifyError: deps.notifyError,
        getApi: () => api,
      }),
    ),
  );
  const api: ApiClient = createApiClient({
    // Looked up at call time: whatever fetch the page has then (tests, a service worker shim) is used.
    fetch: (request) => globalThis.fetch(request),
    getToken: () => readAuthState()?.token ?? '',
    send: (event) => authSession.send(event),
    notifyError: deps.notifyError,
    // The 4011 → /404 move needs no waiting.
    navigate: (to) => void deps.navigate(to),
    currentPath: deps.currentPath,
    loading: globalLoadingTracker,
    now: () => Date.now(),
  });
  setApi(api);
  loadWhenSignedIn(authSession);
  // The login address is prepared behind the first page, which needs none of it to be used (登录
  // falls back to the portal's login route while it is missing): its machine comes in a chunk of its
  // own, loaded once the page is the app's and the browser is idle, and runs in a task of its own.
  void (deps.pageReady ?? Promise.resolve())
    .then(() => whenIdle())
    .then(() => import('@/lib/auth/run-startup'))
    .then(async ({ runStartup }) => {
      await yieldToBrowser();
      return runStartup({ api });
    })
    .catch((error: unknown) => console.warn('The login address could not be prepared.', error));
  return { api, authSession };
}
