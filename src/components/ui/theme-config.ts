/**
 * The configuration of the portal's Chakra UI system (src/components/ui/system.ts): Chakra's default
 * theme with the recipes of the components drawn outside the signed-in workspace and no others
 * (`portalRecipes`, `portalSlotRecipes`; every recipe here is part of every page's start, those only
 * the workspace draws are in src/components/ui/workspace-system.ts, and
 * tests/web/components/system-recipes.test.ts checks both lists both ways), the platform's primary
 * palette built around #046af3 (spec §9) and a font stack that renders simplified Chinese well on
 * Windows, macOS and Linux. `colorPalette="brand"` works on every component because the palette
 * defines the semantic tokens Chakra's recipes read (solid, contrast, fg, muted, subtle, emphasized,
 * focusRing). Of Chakra's colour palettes it keeps those the portal and these recipes draw with
 * (`portalPalettes`; tests/web/components/system-palettes.test.ts checks the list both ways).
 */
import { defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  collapsibleSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

export const portalRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  icon: iconRecipe,
};

export const portalSlotRecipes = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * A semantic token tree with each value that differs by colour mode reduced to its light-mode value.
 * The portal has one look (no dark mode), and every conditional token is work for the system built at
 * each page's start and rules in the page's global styles: this halves both.
 */
export function lightModeOnly<Tree>(tree: Tree): Tree {
  if (typeof tree !== 'object' || tree === null) return tree;
  const value: unknown = Reflect.get(tree, 'value');
  if (typeof value === 'object' && value !== null && '_light' in value) {
    return { ...tree, value: Reflect.get(value, '_light') };
  }
  return Object.fromEntries(
    Object.entries(tree).map(([key, child]) => [key, lightModeOnly<unknown>(child)]),
  ) as Tree;
}

/**
 * Chakra's colour palettes the portal draws with: in `colorPalette` props, tokens such as `red.600`
 * or `green.fg`, and the recipes above (gray is their default; the dialog's backdrop is blackAlpha;
 * the alert's statuses are blue, orange, green and red). Each palette is about 18 variables in the
 * global styles of every page and work for the system built at each page's start.
 */
export const portalPalettes: readonly string[] = [
  'gray',
  'red',
  'orange',
  'green',
  'blue',
  'teal',
  'cyan',
  'purple',
  'whiteAlpha',
  'blackAlpha',
];

/**
 * The shades of those palettes that anything names: src/ (`gray.600`, `red.50`), the palettes'
 * semantic tokens (`red.solid` is `red.600`, `red.fg` is `red.700`…), the other tokens and the
 * recipes. Each shade is a variable in the global styles of every page, work for the system built at
 * each page's start, and a variable more in the class of every element with a `colorPalette`, which
 * maps each shade of its palette to `colorPalette.<shade>` though no recipe reads those. The shades
 * nothing names (45 of 110: the palettes' darkest, most of blackAlpha…) are left out;
 * tests/web/components/system-palettes.test.ts checks the list both ways.
 */
export const portalShades: Readonly<Record<string, readonly string[]>> = {
  gray: ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'],
  red: ['50', '100', '200', '300', '400', '500', '600', '700'],
  orange: ['50', '100', '200', '300', '400', '500', '600', '700'],
  green: ['100', '200', '300', '500', '600', '700'],
  blue: ['100', '200', '300', '500', '600', '700'],
  teal: ['100', '200', '300', '500', '600', '700'],
  cyan: ['100', '200', '300', '500', '600', '700'],
  purple: ['100', '200', '300', '500', '600', '700'],
  whiteAlpha: ['100', '200', '300', '400', '500', '700', '800', '900'],
  blackAlpha: ['500'],
};

/** A group of colour tokens that is a palette: shades (`500`) or a palette's semantic tokens (`solid`). */
export function isPalette(group: unknown): boolean {
  return typeof group === 'object' && group !== null && ('500' in group || 'solid' in group);
}

/** `colors` (tokens or semantic tokens) without the palettes that are not `kept`. */
export function onlyPalettes<Colors extends object>(
  colors: Colors,
  kept: readonly string[],
): Colors {
  return Object.fromEntries(
    Object.entries(colors).filter(([name, group]) => kept.includes(name) || !isPalette(group)),
  ) as Colors;
}

/**
 * `groups` (tokens by category, or colours by palette) with each group `lists` names holding only the
 * entries `keeps` keeps of it.
 */
function filterGroups<Groups extends object>(
  groups: Groups,
  lists: Readonly<Record<string, readonly string[]>>,
  keeps: (entry: string, list: readonly string[]) => boolean,
): Groups {
  return Object.fromEntries(
    Object.entries(groups).map(([name, group]: [string, unknown]) => {
      const list = lists[name];
      if (list === undefined || typeof group !== 'object' || group === null) return [name, group];
      return [
        name,
        Object.fromEntries(Object.entries(group).filter(([entry]) => keeps(entry, list))),
      ];
    }),
  ) as Groups;
}

/** `colors` (tokens) with each palette of `shades` holding only the shades listed for it. */
export function onlyShades<Colors extends object>(
  colors: Colors,
  shades: Readonly<Record<string, readonly string[]>>,
): Colors {
  return filterGroups(colors, shades, (shade, kept) => kept.includes(shade));
}

/** Chakra's fractions of a width (`w="1/2"`): halves to sixths and twelfths. */
const sizeFractions = [
  ...['1/2', '1/3', '2/3', '1/4', '3/4', '1/5', '2/5', '3/5', '4/5'],
  ...['1/6', '2/6', '3/6', '4/6', '5/6'],
  ...Array.from({ length: 11 }, (_, index) => `${index + 1}/12`),
];

/**
 * Chakra's tokens, other than colours, that nothing names: not src/, not Chakra's components, not the
 * theme's recipes (the workspace's too), styles or other tokens. Each token is a variable in the
 * global styles of every page and work for the system built at each page's start, which is mostly
 * the tokens' work: these and the colours below, 87 of 423 variables, made about a fifth of it.
 * Naming one of them (`aspectRatio="square"`, `w="1/2"`) draws nothing it should;
 * tests/web/components/system-tokens.test.ts finds every name written and fails if one of these is
 * named, or if a token of these categories that nothing names is not listed.
 */
export const unnamedTokens: Readonly<Record<string, readonly string[]>> = {
  animations: ['ping', 'bounce'],
  aspectRatios: ['square', 'landscape', 'portrait', 'wide', 'ultrawide', 'golden'],
  cursor: ['radio'],
  durations: ['fastest', 'slower'],
  easings: ['ease-in', 'ease-out', 'ease-in-out', 'ease-in-smooth'],
  fontSizes: ['8xl', '9xl'],
  fontWeights: ['thin', 'extralight', 'extrabold', 'black'],
  letterSpacings: ['tighter', 'wide'],
  lineHeights: ['shorter', 'taller'],
  zIndex: ['hide', 'docked', 'dropdown', 'banner', 'modal', 'max'],
  sizes: [
    '3xs',
    '8xl',
    'max',
    'min',
    'fit',
    'prose',
    ...['dvh', 'svh', 'lvh', 'dvw', 'svw', 'lvw', 'vw', 'vh'],
    ...sizeFractions,
  ],
};

/**
 * Chakra's semantic colours of the page's grounds, texts and borders (`bg.*`, `fg.*`, `border.*`)
 * that nothing names, checked like the tokens above.
 */
export const unnamedColors: Readonly<Record<string, readonly string[]>> = {
  bg: ['subtle', 'inverted', 'error', 'warning', 'success', 'info'],
  fg: ['inverted', 'warning', 'info'],
  border: ['muted', 'subtle', 'inverted', 'warning', 'success', 'info'],
};

/** `tokens` (Chakra's, by group: a category, or a group of colours) without those `left` lists. */
export function withoutTokens<Tokens extends object>(
  tokens: Tokens,
  left: Readonly<Record<string, readonly string[]>>,
): Tokens {
  return filterGroups(tokens, left, (name, names) => !names.includes(name));
}

/**
 * Chakra's default theme (`defaultConfig` of the preset), with only the recipes, palettes,
 * shades and tokens above.
 */
export const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: withoutTokens(
      {
        ...tokens,
        colors: onlyShades(onlyPalettes(tokens.colors, portalPalettes), portalShades),
      },
      unnamedTokens,
    ),
    semanticTokens: lightModeOnly({
      ...semanticTokens,
      colors: withoutTokens(onlyPalettes(semanticTokens.colors, portalPalettes), unnamedColors),
    }),
    recipes: portalRecipes,
    slotRecipes: portalSlotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const fontStack =
  '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", sans-serif';

export const portalConfig = defineConfig({
  cssVarsPrefix: 'portal',
  globalCss: {
    'html, body': {
      bg: 'gray.50',
      color: 'gray.800',
      fontFamily: 'body',
      lineHeight: '1.6',
    },
    '::selection': { bg: 'brand.100' },
    // 长辈模式 (src/lib/elderly-mode.ts): a 125% root font size scales every rem-based token — type,
    // spacing, control heights — and a looser line height eases reading.
    'html[data-elderly]': { fontSize: '125%' },
    'html[data-elderly], html[data-elderly] body': { lineHeight: '1.8' },
    // Rows of buttons (the pager) wrap rather than push a narrow screen sideways at that size.
    'html[data-elderly] .chakra-group': { flexWrap: 'wrap' },
  },
  theme: {
    keyframes: {
      portalProgress: {
        '0%': { transform: 'translateX(-100%)' },
        '100%': { transform: 'translateX(250%)' },
      },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef5ff' },
          100: { value: '#d9e8ff' },
          200: { value: '#b6d2ff' },
          300: { value: '#84b3fd' },
          400: { value: '#4d8ff9' },
          500: { value: '#1f77f6' },
          600: { value: '#046af3' },
          700: { value: '#0354c4' },
          800: { value: '#08489e' },
          900: { value: '#0c3d7f' },
          950: { value: '#0a264f' },
        },
      },
      fonts: {
        body: { value: fontStack },
        heading: { value: fontStack },
      },
    },
    slotRecipes: {
      // Chakra's toasts put white text on green.600 and orange.500 (about 3.3:1 and 2.8:1) and fade
      // the description to 80 %: darker grounds and full-strength text make every toast readable (AA).
      toast: {
        slots: toastSlotRecipe.slots,
        base: {
          root: {
            '&[data-type=success]': { bg: 'green.700' },
            '&[data-type=warning]': { bg: 'orange.700' },
            '&[data-type=error]': { bg: 'red.700' },
          },
          description: { opacity: 1 },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
      },
    },
  },
});
