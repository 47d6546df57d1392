/**
 * On a page the server drew, the document holds the theme's global styles, and the portal's system is
 * built without working them out (src/components/ui/system.ts): it must write no global styles and
 * draw every token, recipe and style exactly as the full system does. Elsewhere (a page drawn in the
 * browser, the server) the system is the full one and writes them.
 */
import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { globalStylesAttribute } from '@/components/ui/global-styles-mark';
import { portalRecipes, portalSlotRecipes } from '@/components/ui/theme-config';

/** The system module as evaluated in the current document. */
async function loadSystem(): Promise<SystemContext> {
  vi.resetModules();
  return (await import('@/components/ui/system')).portalSystem;
}

/** A recipe's function as Chakra's systems give it (typed `any` there). */
interface RecipeFn {
  readonly variantMap: Record<string, string[]>;
  (variants: Record<string, string>): SystemStyleObject;
}

/** A slot recipe's function: one style per part. */
interface SlotRecipeFn {
  readonly variantMap: Record<string, string[]>;
  (variants: Record<string, string>): Record<string, SystemStyleObject>;
}

/** What a system draws: its token variables, each recipe's CSS in every variant, and some styles. */
function drawing(system: SystemContext): unknown {
  const recipeCss = Object.keys(portalRecipes).map((key) => {
    const recipe = system.getRecipeFn(key) as RecipeFn;
    return Object.entries(recipe.variantMap).map(([variant, values]) =>
      values.map((value) => system.css(recipe({ [variant]: value }))),
    );
  });
  const slotCss = Object.keys(portalSlotRecipes).map((key) => {
    const recipe = system.getSlotRecipeFn(key) as SlotRecipeFn;
    return Object.entries(recipe.variantMap).map(([variant, values]) =>
      values.map((value) =>
        Object.values(recipe({ [variant]: value })).map((part) => system.css(part)),
      ),
    );
  });
  const styles: SystemStyleObject[] = [
    { bg: 'brand.600', color: 'white', p: 4, rounded: 'md', _hover: { bg: 'brand.700' } },
    { colorPalette: 'red', bg: 'colorPalette.subtle', textStyle: 'sm', layerStyle: 'fill.muted' },
    { w: { base: 'full', md: '1/2' }, gap: '3', animationStyle: 'slide-fade-in' },
  ];
  return {
    tokens: system.tokens.allTokens.map((token): unknown[] => [token.name, token.value]),
    tokenCss: system.getTokenCss(),
    recipeCss,
    slotCss,
    styles: styles.map((style) => system.css(style)),
  };
}

afterEach(() => {
  document.head.querySelector(`style[${globalStylesAttribute}]`)?.remove();
});

describe("the portal's system and the document's global styles", () => {
  it('works out and writes the global styles in a document without them', async () => {
    const system = await loadSystem();
    // The reset and the portal's base styles (its text selection colour, 长辈模式's font size).
    expect(JSON.stringify(system._global)).toContain('box-sizing');
    expect(JSON.stringify(system._global)).toContain('::selection');
    expect(JSON.stringify(system._global)).toContain('html[data-elderly]');
    expect(system.layers.atRule).toContain('@layer');
  });

  it('neither works out nor writes them in a page the server drew, and draws the same', async () => {
    const full = await loadSystem();
    const mark = document.createElement('style');
    mark.setAttribute(globalStylesAttribute, '');
    document.head.append(mark);
    const system = await loadSystem();
    expect(system).not.toBe(full);
    expect(system._global).toEqual([]);
    expect(system.layers.atRule).toBe('');
    expect(JSON.stringify(system.getGlobalCss())).not.toContain('::selection');
    expect(JSON.stringify(system.getPreflightCss())).not.toContain('box-sizing');
    expect(drawing(system)).toEqual(drawing(full));
  });
});
