/**
 * The Chakra UI provider with the portal's system. Light mode only: a government portal has one look,
 * so there is no colour-mode switch and no theme library.
 *
 * On a page the server drew, `serverStyles` is the style cache that adopted the server's styles
 * (src/app/ssr/server-styles.ts): the classes already there are not written again, nor are the
 * theme's global styles.
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { portalSystem, portalSystemWithGlobalsInDocument } from './system';

/** The server's styles, adopted by the browser. */
export interface AdoptedStyles {
  /** A style cache that knows the classes already in the document and writes only new ones. */
  readonly cache: EmotionCache;
}

export function Provider({
  children,
  serverStyles = null,
}: {
  children: ReactNode;
  serverStyles?: AdoptedStyles | null;
}) {
  if (serverStyles === null)
    return <ChakraProvider value={portalSystem}>{children}</ChakraProvider>;
  return (
    <CacheProvider value={serverStyles.cache}>
      <ChakraProvider value={portalSystemWithGlobalsInDocument}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
