/**
 * The portal's Chakra UI system, built from its configuration (src/components/ui/theme-config.ts).
 * Building it is the costliest single piece of the portal's start, so it is a module, and a start
 * step (src/main.tsx), of its own.
 */
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { withRememberedStyles } from './remembered-styles';
import { portalConfig, themeConfig } from './theme-config';

export const portalSystem = withRememberedStyles(
  createSystem(defaultBaseConfig, themeConfig, portalConfig),
);

/**
 * The same system for a document that already holds the theme's global styles (a page the server
 * drew, src/app/ssr/server-styles.ts): the provider then has no global styles to write.
 */
export const portalSystemWithGlobalsInDocument: typeof portalSystem = Object.defineProperties(
  Object.create(Object.getPrototypeOf(portalSystem) as object | null) as typeof portalSystem,
  {
    ...Object.getOwnPropertyDescriptors(portalSystem),
    _global: { value: [], enumerable: true },
    layers: { value: { ...portalSystem.layers, atRule: '' }, enumerable: true },
  },
);
