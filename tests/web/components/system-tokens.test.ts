/**
 * The portal's Chakra system leaves out the tokens nothing names (`unnamedTokens` in
 * src/components/ui/theme-config.ts): aspect ratios, fractions of a width, viewport sizes… A token the
 * system lacks draws nothing and warns nowhere (`aspectRatio="square"` is simply not square), and a
 * token nothing names is a variable in every page's global styles and work at every page's start.
 * This test reads the names written in src/, in Chakra's components and in the theme as the portal
 * configures it (recipes, the workspace's too, styles and the values of the other tokens), and checks
 * the list against them both ways.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokens as chakraTokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '@/components/ui/system';
import {
  portalConfig,
  portalRecipes,
  portalSlotRecipes,
  themeConfig,
  unnamedTokens,
} from '@/components/ui/theme-config';
import { workspaceRecipes, workspaceSlotRecipes } from '@/components/ui/workspace-system';

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function kebab(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Whether `text` names the token `name` of `category`: as a quoted value (`w="1/2"`,
 * `aspectRatio: 'square'`), in a reference or a path (`{sizes.prose}`, `token('sizes.prose')`) or by its
 * variable (`--portal-aspect-ratios-square`).
 */
function names(text: string, category: string, name: string): boolean {
  const pattern = new RegExp(
    [
      `["'\`]${escaped(name)}["'\`]`,
      `\\b${escaped(category)}\\.${escaped(name)}(?![\\w.-])`,
      `--\\w+-${escaped(kebab(category))}-${escaped(name.replace('/', '\\/'))}(?![\\w.-])`,
    ].join('|'),
  );
  return pattern.test(text);
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css|html)$/.test(entry.name) ? [path] : [];
  });
}

/** Chakra's components (not its theme, which the portal's configuration is read from instead). */
function chakraComponentFiles(): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'theme') walk(path);
      } else if (entry.name.endsWith('.js')) files.push(path);
    }
  };
  walk(join('node_modules', '@chakra-ui', 'react', 'dist', 'esm'));
  return files;
}

/** The theme's configuration defines every token: it is read as the theme below, not as text. */
const themeConfigFile = join('src', 'components', 'ui', 'theme-config.ts');

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
  return [
    ...[...sourceFiles('src'), 'index.html']
      .filter((file) => file !== themeConfigFile)
      .map((file): [string, string] => [file, readFileSync(file, 'utf8')]),
    ...chakraComponentFiles().map((file): [string, string] => [file, readFileSync(file, 'utf8')]),
    ['the theme', themeText()],
  ];
}

/** Where `name` of `category` is first named, if anywhere. */
function whereNamed(
  texts: ReadonlyArray<[string, string]>,
  category: string,
  name: string,
): string | undefined {
  return texts.find(([, text]) => names(text, category, name))?.[0];
}

function chakraTokenNames(category: string): string[] {
  return Object.keys((chakraTokens as Record<string, object | undefined>)[category] ?? {});
}

describe("the portal's tokens", () => {
  it('finds tokens however they are named', () => {
    const text = `<Box w="1/2" aspectRatio={'square'} /> { maxW: \`prose\` } token('sizes.dvh')
      '{easings.ease-in}' var(--portal-letter-spacings-wide) lineHeights.taller`;
    expect(names(text, 'sizes', '1/2')).toBe(true);
    expect(names(text, 'aspectRatios', 'square')).toBe(true);
    expect(names(text, 'sizes', 'prose')).toBe(true);
    expect(names(text, 'sizes', 'dvh')).toBe(true);
    expect(names(text, 'easings', 'ease-in')).toBe(true);
    expect(names(text, 'letterSpacings', 'wide')).toBe(true);
    expect(names(text, 'lineHeights', 'taller')).toBe(true);
    expect(names(text, 'sizes', '1/3')).toBe(false);
    expect(names(text, 'easings', 'ease-out')).toBe(false);
    expect(names(text, 'sizes', 'dvw')).toBe(false);
    // The theme's own recipes and tokens name tokens too.
    const theme = themeText();
    expect(names(theme, 'animations', 'spin')).toBe(true);
    expect(names(theme, 'sizes', '10')).toBe(true);
  });

  it('leaves out only tokens of Chakra that nothing names', () => {
    const texts = textsNamingTokens();
    const named: string[] = [];
    for (const [category, left] of Object.entries(unnamedTokens)) {
      for (const name of left) {
        expect(chakraTokenNames(category), `${category}.${name} is a token of Chakra`).toContain(
          name,
        );
        expect(portalSystem.tokens.getByName(`${category}.${name}`)).toBeUndefined();
        const where = whereNamed(texts, category, name);
        if (where !== undefined) {
          named.push(
            `${category}.${name} (${where}): remove it from unnamedTokens in theme-config.ts`,
          );
        }
      }
    }
    expect(named).toEqual([]);
  });

  it('leaves out every token of those categories that nothing names', () => {
    const texts = textsNamingTokens();
    const unlisted: string[] = [];
    for (const [category, left] of Object.entries(unnamedTokens)) {
      for (const name of chakraTokenNames(category)) {
        // A number is written unquoted as well (`w={4}`): the scale is kept whole.
        if (/^[\d.]+$/.test(name) || left.includes(name)) continue;
        expect(portalSystem.tokens.getByName(`${category}.${name}`), name).toBeDefined();
        if (whereNamed(texts, category, name) === undefined) unlisted.push(`${category}.${name}`);
      }
    }
    expect(unlisted).toEqual([]);
  });
});
