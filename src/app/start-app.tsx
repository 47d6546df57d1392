/**
 * The app's start in the browser (the last step of src/main.tsx): wires the API client and the session
 * once (`bootstrap`), then draws the router inside the app's providers
 * (src/app/app-providers.tsx). A public page the server rendered for a visitor is taken over
 * (hydrated) with the data the server sent along; anything else is drawn anew, its styles written
 * through the portal's style cache (src/components/ui/style-cache.ts), as the server writes them.
 */
import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { languageReady } from '@/i18n/i18n';
import { AppProviders } from '@/app/app-providers';
import { bootstrap } from '@/app/bootstrap';
import { createAppRouter, resolveLazyRoutes } from '@/app/router';
import { readPrefetched } from '@/app/ssr/prefetched-payload';
import { adoptServerStyles } from '@/app/ssr/server-styles';
import { createStyleCache } from '@/components/ui/style-cache';
import { showErrorToast } from '@/components/ui/toaster';
import { readAuthState } from '@/lib/auth-state';
import { PageReady, pageReady } from '@/lib/page-ready';
import { beginTakeOver, TakeOver } from '@/lib/use-hydrated';
import { yieldToBrowser } from '@/lib/yield-to-browser';

export async function startApp(container: HTMLElement): Promise<void> {
  const prefetched = readPrefetched();
  // The server draws pages for visitors only; someone signed in here gets the page drawn anew.
  const hydrating = prefetched !== null && readAuthState() === null;
  // The page's own code, and a remembered language's texts, must be there before React draws (or
  // takes the server's markup over); the server draws only in Chinese.
  await Promise.all([hydrating ? resolveLazyRoutes(location) : null, languageReady]);
  await yieldToBrowser();
  const router = createAppRouter({ serverDrawn: hydrating });
  await yieldToBrowser();

  const { authSession } = bootstrap({
    navigate: (to) => void router.navigate(to),
    currentPath: () => location.pathname + location.search + location.hash,
    notifyError: showErrorToast,
    pageReady,
  });
  // Someone signed in starts with the session actor in place, as the workspace and the user menu
  // expect; a visitor's start goes without it (src/lib/auth/auth-session.ts).
  // (Loading it failed: it is tried again when something needs it.)
  if (readAuthState() !== null) await authSession.load().catch(() => undefined);

  await yieldToBrowser();
  if (hydrating) {
    // The page is already on screen: taking it over can yield to the browser between small steps
    // (a transition), so a tap or a scroll is never kept waiting behind it.
    // Controls that need scripts stay as the server drew them until the page is taken over, and are
    // then enabled in a transition too (src/lib/use-hydrated.ts).
    beginTakeOver();
    startTransition(() => {
      hydrateRoot(
        container,
        <PageReady>
          <TakeOver>
            <AppProviders
              authSession={authSession}
              prefetched={{ results: prefetched }}
              serverStyles={adoptServerStyles()}
            >
              <RouterProvider router={router} />
            </AppProviders>
          </TakeOver>
        </PageReady>,
      );
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(
      <PageReady>
        <CacheProvider value={createStyleCache()}>
          <AppProviders authSession={authSession} prefetched={null}>
            <RouterProvider router={router} />
          </AppProviders>
        </CacheProvider>
      </PageReady>,
    );
  }
}
