/**
 * The portal's Chakra system carries exactly the recipes of the components it uses (src/components/ui/
 * theme-config.ts). A component whose recipe is missing renders unstyled without any error, and a
 * recipe nothing uses is weight in every page's start, so this test reads every import from
 * '@chakra-ui/react' in src/ and every recipe asked for by key (`useSlotRecipe({ key: 'tabs' })`,
 * `createRecipeContext({ key: 'input' })`…) and checks both ways.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalRecipes, portalSlotRecipes } from '@/components/ui/theme-config';

/** Styled components and the recipe (or slot recipe) that styles them. */
const recipeOf: Readonly<Record<string, string>> = {
  Accordion: 'accordion',
  Alert: 'alert',
  Avatar: 'avatar',
  Badge: 'badge',
  Blockquote: 'blockquote',
  Breadcrumb: 'breadcrumb',
  Button: 'button',
  ButtonGroup: 'button',
  Card: 'card',
  Checkbox: 'checkbox',
  CheckboxGroup: 'checkbox',
  CloseButton: 'button',
  Code: 'code',
  Collapsible: 'collapsible',
  Container: 'container',
  DataList: 'dataList',
  Dialog: 'dialog',
  Drawer: 'drawer',
  EmptyState: 'emptyState',
  Field: 'field',
  Fieldset: 'fieldset',
  Heading: 'heading',
  HoverCard: 'hoverCard',
  Icon: 'icon',
  IconButton: 'button',
  Input: 'input',
  InputAddon: 'inputAddon',
  InputGroup: 'inputAddon',
  Kbd: 'kbd',
  Link: 'link',
  List: 'list',
  Mark: 'mark',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Popover: 'popover',
  Progress: 'progress',
  ProgressCircle: 'progressCircle',
  RadioGroup: 'radioGroup',
  ScrollArea: 'scrollArea',
  SegmentGroup: 'segmentGroup',
  Select: 'select',
  Separator: 'separator',
  Skeleton: 'skeleton',
  SkeletonCircle: 'skeleton',
  SkeletonText: 'skeleton',
  SkipNavLink: 'skipNavLink',
  Spinner: 'spinner',
  Stat: 'stat',
  Status: 'status',
  Steps: 'steps',
  Switch: 'switch',
  Table: 'table',
  Tabs: 'tabs',
  Tag: 'tag',
  Textarea: 'textarea',
  Timeline: 'timeline',
  Toast: 'toast',
  Toaster: 'toast',
  Tooltip: 'tooltip',
};

/** Layout primitives and helpers that no recipe styles. */
const unstyled = new Set([
  'AbsoluteCenter',
  'AspectRatio',
  'Bleed',
  'Box',
  'Center',
  'ChakraProvider',
  'Circle',
  'ClientOnly',
  'Flex',
  'Float',
  'Grid',
  'GridItem',
  'Group',
  'HStack',
  'Image',
  'LinkBox',
  'LinkOverlay',
  'Pagination',
  'Portal',
  'Show',
  'SimpleGrid',
  'Spacer',
  'Square',
  'Stack',
  'Text',
  'VStack',
  'VisuallyHidden',
  'Wrap',
  'WrapItem',
]);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function chakraComponentsUsed(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles('src')) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      if (match[1] !== undefined) continue;
      for (const part of (match[2] ?? '').split(',')) {
        const name =
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '';
        if (name === '' || name.startsWith('type ') || !/^[A-Z]/.test(name)) continue;
        if (name.endsWith('Props')) continue;
        used.set(name, file);
      }
    }
  }
  return used;
}

/**
 * Recipes Chakra's components use inside, by key: a Button's loading state is a Spinner, a Checkbox's
 * box a Checkmark, a radio's dot a Radiomark, a Field's icons are Icons.
 */
const recipesInside: Readonly<Record<string, readonly string[]>> = {
  Button: ['spinner'],
  IconButton: ['spinner'],
  CloseButton: ['spinner'],
  Checkbox: ['checkmark'],
  RadioGroup: ['radiomark'],
  Field: ['icon'],
};

/** Recipes asked for by key in src/ (the portal's own components drawn with Chakra's recipes). */
function recipesUsedByKey(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles('src')) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /(?:useRecipe|useSlotRecipe|createRecipeContext|createSlotRecipeContext)\(\s*\{\s*key:\s*'(\w+)'/g,
    )) {
      used.set(match[1] ?? '', file);
    }
  }
  return used;
}

describe("the portal's Chakra system", () => {
  it('has the recipe of every styled component the portal imports', () => {
    const recipes: Record<string, unknown> = { ...portalRecipes, ...portalSlotRecipes };
    const problems: string[] = [];
    for (const [name, file] of chakraComponentsUsed()) {
      if (unstyled.has(name)) continue;
      const recipe = recipeOf[name];
      if (recipe === undefined) {
        problems.push(
          `${name} (${file}): unknown here; add it to this test and its recipe to theme-config.ts`,
        );
      } else if (!(recipe in recipes)) {
        problems.push(
          `${name} (${file}): recipe ${recipe} missing from src/components/ui/theme-config.ts`,
        );
      }
    }
    for (const [key, file] of recipesUsedByKey()) {
      if (!(key in recipes)) {
        problems.push(`recipe ${key} (${file}) missing from src/components/ui/theme-config.ts`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no recipe that nothing in the portal uses', () => {
    const used = new Set(recipesUsedByKey().keys());
    for (const name of chakraComponentsUsed().keys()) {
      const recipe = recipeOf[name];
      if (recipe !== undefined) used.add(recipe);
      for (const inside of recipesInside[name] ?? []) used.add(inside);
    }
    const unused = [...Object.keys(portalRecipes), ...Object.keys(portalSlotRecipes)].filter(
      (key) => !used.has(key),
    );
    expect(unused).toEqual([]);
  });
});
