/**
 * What the server gives the renderer once, when it loads it (server/ssr/page-renderer.ts): the API
 * client of the page's data layer — requests go to the server in process as a visitor's, without a
 * token, a loading bar or toasts — and rich text's sanitizer where there is no DOM.
 */
import { setApi } from '@/api/api-instance';
import { createApiClient } from '@/api/client';
import { createLoadingTracker } from '@/api/loading-tracker';
import { setSanitizerWithoutDom } from '@/components/rich-text/rich-text';
import { paths } from '@/config/routes';
import { reportMovedTo } from './render-scope';

export interface RendererDeps {
  /** The origin the API's addresses are formed with. */
  readonly origin: string;
  /** Answers the page's API requests (the server, in process). */
  readonly send: (request: Request) => Promise<Response>;
  /** Rich text's sanitizer where there is no DOM: the server's own allow-list. */
  readonly sanitizeRichText: (html: string) => string;
}

export function install({ origin, send, sanitizeRichText }: RendererDeps): void {
  setSanitizerWithoutDom(sanitizeRichText);
  setApi(
    createApiClient({
      origin,
      fetch: send,
      getToken: () => null,
      send: () => undefined,
      notifyError: () => undefined,
      navigate: reportMovedTo,
      recordMissing: () => reportMovedTo(paths.notFound),
      currentPath: () => '/',
      loading: createLoadingTracker(),
      now: () => Date.now(),
    }),
  );
}
