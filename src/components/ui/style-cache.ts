/**
 * The style cache the portal's styles are written through: emotion's, with class names
 * `css-<hash>` and only the vendor prefixes a supported browser still needs
 * (src/components/ui/vendor-prefixes.ts). The server draws pages with one
 * (src/app/ssr/render-page.tsx); the browser takes a server-drawn page over with one that knows the
 * server's classes (src/app/ssr/server-styles.ts) and draws any other page with a new one
 * (src/app/start-app.tsx).
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { currentVendorPrefixes } from './vendor-prefixes';

/** The cache's key; class names read `css-<hash>` on both sides. */
const styleCacheKey = 'css';

/**
 * One list for every cache: on the server, emotion keeps the CSS it compiled for a class across
 * caches (one per page drawn) by this list's identity, and a new list would compile every class of
 * every page anew.
 */
const stylisPlugins = [currentVendorPrefixes];

export function createStyleCache(): EmotionCache {
  return createCache({ key: styleCacheKey, stylisPlugins });
}
