/**
 * The portal's Chakra system carries exactly the colour palettes the portal draws with
 * (`portalPalettes` in src/components/ui/theme-config.ts). A palette the system lacks draws nothing
 * and warns nowhere — a badge in `colorPalette="teal"` is simply grey and white — and a palette nothing
 * uses is variables in every page's global styles and work at every page's start. This test reads
 * the palettes src/ names (`colorPalette="red"`, a palette in a map of states, `gray.600`,
 * `green.fg`, `{colors.blue.500}`) and those the theme's own recipes and styles name, and checks them
 * against the built system both ways; and the same for the palettes' shades (`portalShades`).
 */
import { readFileSync } from 'node:fs';
import { tokens as chakraTokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '@/components/ui/system';
import {
  isPalette,
  portalConfig,
  portalRecipes,
  portalShades,
  portalSlotRecipes,
  themeConfig,
} from '@/components/ui/theme-config';
import { workspaceRecipes, workspaceSlotRecipes } from '@/components/ui/workspace-system';
import { portalSourceFiles, sourceTexts } from '../../support/theme-texts';

/** Chakra's own palettes (gray, red, … whiteAlpha), whatever the portal keeps of them. */
const chakraPalettes = Object.entries(chakraTokens.colors ?? {})
  .filter(([, group]) => isPalette(group))
  .map(([name]) => name);

const tokenParts = '(?:50|[1-9]00|950|contrast|fg|subtle|muted|emphasized|solid|focusRing)';

/** The palettes of `names` that `text` names: as a quoted name, or in a colour token. */
function palettesIn(text: string, names: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const name of names) {
    const named = new RegExp(
      `["'\`]${name}["'\`]|\\b${name}\\.${tokenParts}\\b|\\{colors\\.${name}\\.`,
    );
    if (named.test(text)) found.add(name);
  }
  return found;
}

/** Palette name → the first file of src/ naming it. */
function palettesUsedInSources(names: readonly string[]): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of portalSourceFiles()) {
    for (const name of palettesIn(readFileSync(file, 'utf8'), names)) {
      if (!used.has(name)) used.set(name, file);
    }
  }
  return used;
}

/** A colour group (tokens or semantic tokens) without its palettes, which only name themselves. */
function withoutPalettes(colors: object | undefined): object {
  return Object.fromEntries(Object.entries(colors ?? {}).filter(([, group]) => !isPalette(group)));
}

/**
 * The palettes the theme's recipes (the workspace's too), global styles and non-palette tokens name
 * (`bg.error` is red…).
 */
function palettesUsedByTheme(names: readonly string[]): Set<string> {
  const themed = [themeConfig, portalConfig].map((config) => ({
    globalCss: config.globalCss,
    ...config.theme,
    tokens: { ...config.theme?.tokens, colors: withoutPalettes(config.theme?.tokens?.colors) },
    semanticTokens: {
      ...config.theme?.semanticTokens,
      colors: withoutPalettes(config.theme?.semanticTokens?.colors),
    },
  }));
  const recipes = [portalRecipes, portalSlotRecipes, workspaceRecipes, workspaceSlotRecipes];
  return palettesIn(JSON.stringify([themed, recipes]), names);
}

/** Whether the built system has the palette: its shades, or (the portal's own) its semantic tokens. */
function systemHas(name: string): boolean {
  return (
    portalSystem.tokens.getByName(`colors.${name}.500`) !== undefined ||
    portalSystem.tokens.getByName(`colors.${name}.solid`) !== undefined
  );
}

describe("the portal's colour palettes", () => {
  it('finds palettes however the sources name them', () => {
    const text = `<Badge colorPalette="teal" /> bg="pink.500" color='cyan.fg' {colors.yellow.200}
      const tones = { done: 'purple' }; borderColor: \`blackAlpha.300\`; label: 'redder', 'gray.x'`;
    expect([...palettesIn(text, chakraPalettes)].sort()).toEqual(
      ['blackAlpha', 'cyan', 'pink', 'purple', 'teal', 'yellow'].sort(),
    );
    // The theme's own recipes name palettes too: gray is every recipe's default.
    expect(palettesUsedByTheme(chakraPalettes)).toContain('gray');
    expect(palettesUsedByTheme(chakraPalettes)).toContain('blackAlpha');
  });

  it('has every palette src/ and the theme draw with', () => {
    const used = palettesUsedInSources([...chakraPalettes, 'brand']);
    for (const name of palettesUsedByTheme(chakraPalettes)) used.set(name, 'the theme');
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used]
      .filter(([name]) => !systemHas(name))
      .map(([name, file]) => `${name} (${file}): add it to portalPalettes in theme-config.ts`);
    expect(missing).toEqual([]);
  });

  it('has no palette of Chakra that nothing draws with', () => {
    const used = new Set([
      ...palettesUsedInSources(chakraPalettes).keys(),
      ...palettesUsedByTheme(chakraPalettes),
    ]);
    const kept = chakraPalettes.filter(systemHas);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((name) => !used.has(name))).toEqual([]);
  });
});

/** Every shade a Chakra palette may have. */
const shadeNames = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];

/**
 * The texts that can name a shade: src/, Chakra's components, and the theme as the portal configures
 * it, without the palettes' own shades, which only define themselves (their semantic tokens, `red.solid`
 * is `{colors.red.600}`, are uses).
 */
function textsNamingShades(): Array<[where: string, text: string]> {
  const withoutShades = (config: typeof themeConfig) => ({
    ...config,
    theme: {
      ...config.theme,
      tokens: { ...config.theme?.tokens, colors: withoutPalettes(config.theme?.tokens?.colors) },
    },
  });
  return [
    ...sourceTexts(),
    [
      'the theme',
      JSON.stringify([
        withoutShades(themeConfig),
        withoutShades(portalConfig),
        workspaceRecipes,
        workspaceSlotRecipes,
      ]),
    ],
  ];
}

/**
 * The shades of `palettes` that `text` names, as `palette.shade` (`red.600`, `{colors.red.600}`,
 * `red.600/20`); `colorPalette.<shade>` names that shade of every palette.
 */
function shadesIn(text: string, palettes: readonly string[]): string[] {
  const pattern = new RegExp(
    `\\b(colorPalette|${palettes.join('|')})\\.(${shadeNames.join('|')})\\b`,
    'g',
  );
  return [...text.matchAll(pattern)].flatMap(([, palette, shade]) =>
    (palette === 'colorPalette' ? palettes : [palette]).map((name) => `${name}.${shade}`),
  );
}

/** `palette.shade` → where it is first named. */
function shadesNamed(palettes: readonly string[]): Map<string, string> {
  const named = new Map<string, string>();
  for (const [where, text] of textsNamingShades()) {
    for (const shade of shadesIn(text, palettes)) if (!named.has(shade)) named.set(shade, where);
  }
  return named;
}

/** The shades of Chakra's palettes the built system has, as `palette.shade`. */
function shadesInSystem(): string[] {
  return portalSystem.tokens.allTokens
    .filter(
      (token) =>
        token.path.length === 3 &&
        token.path[0] === 'colors' &&
        chakraPalettes.includes(token.path[1] ?? '') &&
        shadeNames.includes(token.path[2] ?? ''),
    )
    .map((token) => token.path.slice(1).join('.'));
}

describe("the portal's shades of Chakra's palettes", () => {
  it('finds shades however they are named', () => {
    const text = `bg="red.600" {colors.gray.100/20} 'blue.950' colorPalette.300 red.6000 xred.50`;
    expect(shadesIn(text, ['red', 'gray', 'blue'])).toEqual([
      'red.600',
      'gray.100',
      'blue.950',
      'red.300',
      'gray.300',
      'blue.300',
    ]);
  });

  it('has every shade src/, Chakra and the theme name', () => {
    const kept = new Set(shadesInSystem());
    const named = shadesNamed(chakraPalettes.filter(systemHas));
    expect(named.size).toBeGreaterThan(40);
    const missing = [...named]
      .filter(([shade]) => !kept.has(shade))
      .map(([shade, where]) => `${shade} (${where}): add it to portalShades in theme-config.ts`);
    expect(missing).toEqual([]);
  });

  it('has no shade that nothing names, and keeps the list in order', () => {
    const named = shadesNamed(chakraPalettes.filter(systemHas));
    const kept = shadesInSystem();
    expect(kept.filter((shade) => !named.has(shade))).toEqual([]);
    for (const [palette, shades] of Object.entries(portalShades)) {
      expect(shades, palette).toEqual(shadeNames.filter((shade) => shades.includes(shade)));
      expect(kept.filter((shade) => shade.startsWith(`${palette}.`)).length, palette).toBe(
        shades.length,
      );
    }
  });
});
