/**
 * The portal's Chakra system leaves out the tokens nothing names (`unnamedTokens` and `unnamedColors`
 * in src/components/ui/theme-config.ts): aspect ratios, fractions of a width, viewport sizes,
 * `bg.inverted`… A token the
 * system lacks draws nothing and warns nowhere (`aspectRatio="square"` is simply not square), and a
 * token nothing names is a variable in every page's global styles and work at every page's start.
 * This test reads the names written in src/, in Chakra's components and in the theme as the portal
 * configures it (recipes, the workspace's too, styles and the values of the other tokens), and checks
 * the list against them both ways.
 */
import {
  semanticTokens as chakraSemanticTokens,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '@/components/ui/system';
import {
  portalConfig,
  portalRecipes,
  portalSlotRecipes,
  themeConfig,
  unnamedColors,
  unnamedTokens,
} from '@/components/ui/theme-config';
import { workspaceRecipes, workspaceSlotRecipes } from '@/components/ui/workspace-system';
import { sourceTexts } from '../../support/theme-texts';

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function kebab(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Whether `text` names the token at `path` of `category` (`sizes` › `1/2`, `colors` › `bg` › `subtle`):
 * as a quoted value (`w="1/2"`, `bg: 'bg.subtle'`), in a reference or a path (`{sizes.prose}`,
 * `token('sizes.prose')`) or by its variable (`--portal-aspect-ratios-square`,
 * `--portal-colors-bg-subtle`).
 */
function names(text: string, category: string, path: readonly string[]): boolean {
  const name = path.join('.');
  const variable = [kebab(category), ...path.map((part) => part.replace(/[./]/g, '\\$&'))].join(
    '-',
  );
  const pattern = new RegExp(
    [
      `["'\`]${escaped(name)}["'\`]`,
      `\\b${escaped(category)}\\.${escaped(name)}(?![\\w.-])`,
      `--\\w+-${escaped(variable)}(?![\\w.-])`,
    ].join('|'),
  );
  return pattern.test(text);
}

/** Every `value` of a token tree: what tokens name, without the names that define them. */
function tokenValues(tree: unknown): unknown[] {
  if (typeof tree !== 'object' || tree === null) return [];
  if ('value' in tree) return [tree.value];
  return Object.values(tree).flatMap(tokenValues);
}

/**
 * The theme as the portal configures it, with its tokens' values but not their names, and its
 * keyframes' steps but not their names (`ping` defines keyframes; the token `animations.ping` runs
 * them).
 */
function themeText(): string {
  const configured = [themeConfig, portalConfig].map((config) => ({
    ...config,
    theme: {
      ...config.theme,
      keyframes: Object.values(config.theme?.keyframes ?? {}),
      tokens: tokenValues(config.theme?.tokens),
      semanticTokens: tokenValues(config.theme?.semanticTokens),
    },
  }));
  return JSON.stringify([
    configured,
    portalRecipes,
    portalSlotRecipes,
    workspaceRecipes,
    workspaceSlotRecipes,
  ]);
}

/** The texts that can name a token, each with where it comes from. */
function textsNamingTokens(): Array<[where: string, text: string]> {
  return [...sourceTexts(), ['the theme', themeText()]];
}

/** Where `name` of `category` is first named, if anywhere. */
function whereNamed(
  texts: ReadonlyArray<[string, string]>,
  category: string,
  path: readonly string[],
): string | undefined {
  return texts.find(([, text]) => names(text, category, path))?.[0];
}

function chakraTokenNames(category: string): string[] {
  return Object.keys((chakraTokens as Record<string, object | undefined>)[category] ?? {});
}

/** The names in one of Chakra's groups of semantic colours (`bg`: `subtle`, `muted`…). */
function chakraColorNames(group: string): string[] {
  const colors = (chakraSemanticTokens.colors ?? {}) as Record<string, object | undefined>;
  return Object.keys(colors[group] ?? {}).filter((name) => name !== 'DEFAULT');
}

/** Every listed token, as its category, its path and whether Chakra has it. */
function listedTokens(): Array<[category: string, path: string[], chakraHas: boolean]> {
  return [
    ...Object.entries(unnamedTokens).flatMap(([category, left]) =>
      left.map((name): [string, string[], boolean] => [
        category,
        [name],
        chakraTokenNames(category).includes(name),
      ]),
    ),
    ...Object.entries(unnamedColors).flatMap(([group, left]) =>
      left.map((name): [string, string[], boolean] => [
        'colors',
        [group, name],
        chakraColorNames(group).includes(name),
      ]),
    ),
  ];
}

/** Every token Chakra has in the listed categories and groups, other than its numeric scales. */
function chakraTokensListable(): Array<[category: string, path: string[]]> {
  return [
    ...Object.keys(unnamedTokens).flatMap((category) =>
      chakraTokenNames(category)
        // A number is written unquoted as well (`w={4}`): the scale is kept whole.
        .filter((name) => !/^[\d.]+$/.test(name))
        .map((name): [string, string[]] => [category, [name]]),
    ),
    ...Object.keys(unnamedColors).flatMap((group) =>
      chakraColorNames(group).map((name): [string, string[]] => ['colors', [group, name]]),
    ),
  ];
}

describe("the portal's tokens", () => {
  it('finds tokens however they are named', () => {
    const text = `<Box w="1/2" aspectRatio={'square'} /> { maxW: \`prose\` } token('sizes.dvh')
      '{easings.ease-in}' var(--portal-letter-spacings-wide) lineHeights.taller bg="bg.subtle"
      var(--portal-sizes-1\\/3) var(--portal-colors-border-muted)`;
    expect(names(text, 'sizes', ['1/2'])).toBe(true);
    expect(names(text, 'aspectRatios', ['square'])).toBe(true);
    expect(names(text, 'sizes', ['prose'])).toBe(true);
    expect(names(text, 'sizes', ['dvh'])).toBe(true);
    expect(names(text, 'easings', ['ease-in'])).toBe(true);
    expect(names(text, 'letterSpacings', ['wide'])).toBe(true);
    expect(names(text, 'lineHeights', ['taller'])).toBe(true);
    expect(names(text, 'colors', ['bg', 'subtle'])).toBe(true);
    expect(names(text, 'sizes', ['1/3'])).toBe(true);
    expect(names(text, 'colors', ['border', 'muted'])).toBe(true);
    expect(names(text, 'sizes', ['1/4'])).toBe(false);
    expect(names(text, 'easings', ['ease-out'])).toBe(false);
    expect(names(text, 'sizes', ['dvw'])).toBe(false);
    expect(names(text, 'colors', ['bg', 'muted'])).toBe(false);
    // The theme's own recipes and tokens name tokens too.
    const theme = themeText();
    expect(names(theme, 'animations', ['spin'])).toBe(true);
    expect(names(theme, 'sizes', ['10'])).toBe(true);
    expect(names(theme, 'colors', ['bg', 'panel'])).toBe(true);
  });

  it('leaves out only tokens of Chakra that nothing names', () => {
    const texts = textsNamingTokens();
    const named: string[] = [];
    const listed = listedTokens();
    expect(listed.length).toBeGreaterThan(50);
    for (const [category, path, chakraHas] of listed) {
      const name = `${category}.${path.join('.')}`;
      expect(chakraHas, `${name} is a token of Chakra`).toBe(true);
      expect(portalSystem.tokens.getByName(name), name).toBeUndefined();
      const where = whereNamed(texts, category, path);
      if (where !== undefined)
        named.push(`${name} (${where}): take it off the lists in theme-config.ts`);
    }
    expect(named).toEqual([]);
  });

  it('leaves out every token of those categories and groups that nothing names', () => {
    const texts = textsNamingTokens();
    const listed = new Set(
      listedTokens().map(([category, path]) => `${category}.${path.join('.')}`),
    );
    const unlisted: string[] = [];
    for (const [category, path] of chakraTokensListable()) {
      const name = `${category}.${path.join('.')}`;
      if (listed.has(name)) continue;
      expect(portalSystem.tokens.getByName(name), name).toBeDefined();
      if (whereNamed(texts, category, path) === undefined) unlisted.push(name);
    }
    expect(unlisted).toEqual([]);
  });
});
