/**
 * The browser entry: wires the API client and the auth actor once (`bootstrap`), then renders the
 * router inside the Chakra provider with the global toaster and the legal-person notice (loaded
 * when first needed).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@/i18n/i18n';
import { bootstrap } from '@/app/bootstrap';
import { DeferredLegalPersonNotice } from '@/app/deferred-legal-person-notice';
import { createAppRouter } from '@/app/router';
import { Provider } from '@/components/ui/provider';
import { Toaster, showErrorToast } from '@/components/ui/toaster';
import { AuthActorProvider } from '@/features/auth/auth-actor-context';

const router = createAppRouter();

const { authActor } = bootstrap({
  navigate: (to) => void router.navigate(to),
  currentPath: () => location.pathname + location.search + location.hash,
  notifyError: showErrorToast,
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

createRoot(container).render(
  <StrictMode>
    <Provider>
      <AuthActorProvider actor={authActor}>
        <RouterProvider router={router} />
        <DeferredLegalPersonNotice />
        <Toaster />
      </AuthActorProvider>
    </Provider>
  </StrictMode>,
);
