/**
 * The portal's Chakra UI system, built from its configuration (src/components/ui/theme-config.ts).
 * Building it is the costliest single piece of the portal's start, so it is a module, and a start
 * step (src/main.tsx), of its own.
 *
 * On a page the server drew, the document already holds the theme's global styles (reset, base
 * styles, token variables: src/components/ui/global-styles-mark.ts), so the system is built without
 * the reset and the base styles, which Chakra otherwise works out while building it only to write
 * them (about an eighth of the building's time), and it writes none. Everything else (the tokens,
 * the recipes, every class's CSS) is the same as the full system's.
 */
import { createSystem, type SystemConfig } from '@chakra-ui/react';
import { hasGlobalStyles } from './global-styles-mark';
import { portalBaseConfig } from './portal-base-config';
import { withRememberedStyles } from './remembered-styles';
import { portalConfig, themeConfig } from './theme-config';

/**
 * `config` without the global styles Chakra works out while building a system (the reset and the
 * base styles), for a system whose provider will write none. The keyframes stay: the theme's
 * animations name them.
 */
export function withoutGlobalStyles(config: SystemConfig): SystemConfig {
  return { ...config, globalCss: {}, preflight: false };
}

/**
 * `system` for a document that already holds the theme's global styles (a page the server drew,
 * src/app/ssr/server-styles.ts, or a part of the page inside the provider that wrote them): its
 * provider then has no global styles to write.
 */
export function withGlobalsInDocument<System extends ReturnType<typeof createSystem>>(
  system: System,
): System {
  return Object.defineProperties(
    Object.create(Object.getPrototypeOf(system) as object | null) as System,
    {
      ...Object.getOwnPropertyDescriptors(system),
      _global: { value: [], enumerable: true },
      layers: { value: { ...system.layers, atRule: '' }, enumerable: true },
    },
  );
}

/** The system of a document without the theme's global styles (a page drawn in the browser). */
function fullSystem() {
  return withRememberedStyles(createSystem(portalBaseConfig, themeConfig, portalConfig));
}

/** The system of a document that holds them, which writes none. */
function systemWithGlobalsInDocument() {
  return withGlobalsInDocument(
    withRememberedStyles(
      createSystem(
        portalBaseConfig,
        withoutGlobalStyles(themeConfig),
        withoutGlobalStyles(portalConfig),
      ),
    ),
  );
}

export const portalSystem = hasGlobalStyles() ? systemWithGlobalsInDocument() : fullSystem();

/** The portal's system for a page the server drew. */
export const portalSystemWithGlobalsInDocument = withGlobalsInDocument(portalSystem);
