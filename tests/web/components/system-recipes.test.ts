/**
 * The portal's Chakra systems carry exactly the recipes of the components they draw: the portal's
 * (src/components/ui/theme-config.ts) those of every component drawn outside the signed-in
 * workspace, the workspace's (src/components/ui/workspace-system.ts) those only workspace pages
 * draw. A component whose recipe is missing renders unstyled without any error, and a recipe in the
 * portal's system that only the workspace uses is weight in every public page's start, so this test
 * reads every import from '@chakra-ui/react' and every recipe asked for by key
 * (`useSlotRecipe({ key: 'tabs' })`, `createRecipeContext({ key: 'input' })`…) in the modules of
 * src/, tells the modules the workspace's layout and pages alone reach (following imports, dynamic
 * ones too, from the entries) from the others, and checks both ways.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalRecipes, portalSlotRecipes } from '@/components/ui/theme-config';
import { workspaceRecipes, workspaceSlotRecipes } from '@/components/ui/workspace-system';

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

/** The module file `specifier` names from `from`, or null for a package. */
function resolveModule(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join('src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${from}: cannot find ${specifier}`);
}

/** The modules `file` imports for their values, at once or on demand. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...[...text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?\bfrom\s*'([^']+)'/gm)]
      .filter((match) => match[1] === undefined)
      .map((match) => match[2] ?? ''),
    ...[...text.matchAll(/^import\s*'([^']+)'/gm)].map((match) => match[1] ?? ''),
    ...[...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => match[1] ?? ''),
  ];
  return specifiers.flatMap((specifier) => resolveModule(file, specifier) ?? []);
}

function reachable(from: readonly string[], boundary: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...from];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...importsOf(file).filter((imported) => !boundary.has(imported)));
  }
  return seen;
}

const routesFile = join('src', 'app', 'app-routes.tsx');
const workspaceLayoutFile = join('src', 'app', 'layouts', 'workspace-layout.tsx');

/** The workspace's layout and its pages: what the routes load for the workspace alone. */
function workspaceEntries(): Set<string> {
  const text = readFileSync(routesFile, 'utf8');
  const start = text.indexOf('const workspacePages');
  const list = text.slice(start, text.indexOf('\n];', start));
  const pages = [...list.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].flatMap(
    (match) => resolveModule(routesFile, match[1] ?? '') ?? [],
  );
  return new Set([workspaceLayoutFile, ...pages]);
}

const entries = [join('src', 'main.tsx'), join('src', 'entry-server.ts')];
const workspace = workspaceEntries();
/** Every module of the portal, and those drawn outside the workspace (the public start among them). */
const allModules = reachable(entries, new Set());
const publicModules = reachable(entries, workspace);

function chakraComponentsUsed(files: Iterable<string>): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files) {
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
function recipesUsedByKey(files: Iterable<string>): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /(?:useRecipe|useSlotRecipe|createRecipeContext|createSlotRecipeContext)\(\s*\{\s*key:\s*'(\w+)'/g,
    )) {
      used.set(match[1] ?? '', file);
    }
  }
  return used;
}

/** Recipe key → a file of `files` drawing with it (components' own recipes and those inside them). */
function recipesDrawnBy(files: ReadonlySet<string>): Map<string, string> {
  const drawn = new Map<string, string>(recipesUsedByKey(files));
  for (const [name, file] of chakraComponentsUsed(files)) {
    for (const recipe of [recipeOf[name], ...(recipesInside[name] ?? [])]) {
      if (recipe !== undefined && !drawn.has(recipe)) drawn.set(recipe, file);
    }
  }
  return drawn;
}

const portalKeys = new Set([...Object.keys(portalRecipes), ...Object.keys(portalSlotRecipes)]);
const workspaceKeys = new Set([
  ...Object.keys(workspaceRecipes),
  ...Object.keys(workspaceSlotRecipes),
]);

describe("the portal's Chakra systems", () => {
  it('tells the workspace from the rest of the portal', () => {
    // The routes' workspace pages were found, and they are not reached but through the workspace.
    expect(workspace.size).toBeGreaterThan(15);
    expect(allModules.size).toBeGreaterThan(publicModules.size);
    expect(publicModules).toContain(join('src', 'app', 'routes', 'home-page.tsx'));
    expect(publicModules).toContain(join('src', 'app', 'layouts', 'public-layout.tsx'));
    expect(publicModules).not.toContain(workspaceLayoutFile);
    expect(allModules).toContain(workspaceLayoutFile);
    // Modules the entries do not reach are not drawn, and are not counted.
    const unreached = sourceFiles('src').filter(
      (file) => /\.tsx$/.test(file) && !allModules.has(file) && !/\.generated\./.test(file),
    );
    expect(unreached.length).toBeLessThan(sourceFiles('src').length / 10);
  });

  it('has the recipe of every styled component the portal imports', () => {
    const problems: string[] = [];
    for (const [name, file] of chakraComponentsUsed(sourceFiles('src'))) {
      if (unstyled.has(name)) continue;
      const recipe = recipeOf[name];
      if (recipe === undefined) {
        problems.push(
          `${name} (${file}): unknown here; add it to this test and its recipe to theme-config.ts`,
        );
      }
    }
    for (const [key, file] of recipesDrawnBy(allModules)) {
      if (!portalKeys.has(key) && !workspaceKeys.has(key)) {
        problems.push(`recipe ${key} (${file}) missing from src/components/ui/theme-config.ts`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has in the portal's system every recipe drawn outside the workspace", () => {
    const missing = [...recipesDrawnBy(publicModules)]
      .filter(([key]) => !portalKeys.has(key))
      .map(([key, file]) => `recipe ${key} (${file}) belongs in src/components/ui/theme-config.ts`);
    expect(missing).toEqual([]);
  });

  it("has in the portal's system no recipe that only the workspace or nothing draws", () => {
    const drawn = recipesDrawnBy(publicModules);
    expect([...portalKeys].filter((key) => !drawn.has(key))).toEqual([]);
  });

  it("has in the workspace's system only recipes the workspace alone draws", () => {
    const drawn = recipesDrawnBy(allModules);
    expect(workspaceKeys.size).toBeGreaterThan(0);
    expect([...workspaceKeys].filter((key) => !drawn.has(key) || portalKeys.has(key))).toEqual([]);
  });
});
