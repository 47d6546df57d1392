/**
 * The root of every route. On each route change (and language change) it sets `document.title` to
 * the matched route's label and saves the location as the last visited one (spec §2; login callbacks
 * are skipped by `saveLatestPath`). It also draws the global loading bar, for pending requests and for page
 * chunks that are still arriving.
 */
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router-dom';
import { GlobalLoadingBar } from '@/components/ui/global-loading-bar';
import { useGlobalLoading } from '@/api/loading-tracker';
import { saveLatestPath } from '@/lib/latest-path';
import { isRouteHandle } from '../route-handle';

/** The matched route's title in the current language. */
function useRouteTitle(): string | null {
  const { t } = useTranslation();
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return t(handle.titleKey);
  }
  return null;
}

export function RootLayout() {
  const location = useLocation();
  const title = useRouteTitle();
  const navigation = useNavigation();
  const requestsPending = useGlobalLoading();

  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title, location.key]);

  useEffect(() => {
    saveLatestPath({ pathname: location.pathname, search: location.search, hash: location.hash });
  }, [location.pathname, location.search, location.hash]);

  return (
    <>
      <GlobalLoadingBar active={requestsPending || navigation.state !== 'idle'} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
