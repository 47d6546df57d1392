/**
 * The portal's Chakra UI system, built from its configuration (src/components/ui/theme-config.ts).
 * Building it is the costliest single piece of the portal's start, so it is a module, and a start
 * step (src/main.tsx), of its own.
 */
import { createSystem } from '@chakra-ui/react';
import { portalBaseConfig } from './portal-base-config';
import { withRememberedStyles } from './remembered-styles';
import { portalConfig, themeConfig } from './theme-config';

export const portalSystem = withRememberedStyles(
  createSystem(portalBaseConfig, themeConfig, portalConfig),
);

/**
 * `system` for a document that already holds the theme's global styles (a page the server drew,
 * src/app/ssr/server-styles.ts, or a part of the page inside the provider that wrote them): its
 * provider then has no global styles to write.
 */
export function withGlobalsInDocument<System extends typeof portalSystem>(system: System): System {
  return Object.defineProperties(
    Object.create(Object.getPrototypeOf(system) as object | null) as System,
    {
      ...Object.getOwnPropertyDescriptors(system),
      _global: { value: [], enumerable: true },
      layers: { value: { ...system.layers, atRule: '' }, enumerable: true },
    },
  );
}

/** The portal's system for a page the server drew. */
export const portalSystemWithGlobalsInDocument = withGlobalsInDocument(portalSystem);
