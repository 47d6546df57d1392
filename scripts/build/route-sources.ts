/**
 * Which text areas (src/i18n/text-areas.ts) the code of the start, of each route and of each part
 * loaded with its texts uses, read from the sources: the modules a file brings at run time (imports,
 * re-exports and dynamic imports, not type-only ones), and in each the area keys it names
 * (`'catalog.`, `"list.`, `` `workflow.${…}` ``). A route's page is what app-routes.tsx's
 * `lazyPage(() => import(page), render, texts)` loads; a part is what
 * `lazyWithTexts(() => import(part), pick, texts)` loads (src/i18n/lazy-with-texts.ts), anywhere:
 * it brings its own areas, so what imports it does not count its code as its own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(import.meta.dirname, '../..');
const routesFile = path.join(root, 'src/app/app-routes.tsx');
const entryFile = path.join(root, 'src/main.tsx');

const parsed = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.json'), (file) => ts.sys.readFile(file)).config,
  ts.sys,
  root,
);
const host = ts.createCompilerHost(parsed.options);

/** A module loaded on demand with the text areas it names: a route's page or a part. */
export interface LoadedWithTexts {
  /** The module loaded. */
  readonly page: string;
  /** The areas named beside it. */
  readonly texts: readonly string[];
}

interface ModuleImports {
  readonly static: string[];
  readonly dynamic: string[];
  /** `lazyWithTexts(() => import(…), …, texts)` calls: not followed as the module's own code. */
  readonly parts: LoadedWithTexts[];
}

function resolve(specifier: string, from: string): string | null {
  const target = ts.resolveModuleName(specifier, from, parsed.options, host).resolvedModule;
  if (target === undefined || target.isExternalLibraryImport) return null;
  return path.resolve(target.resolvedFileName);
}

function sourceOf(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** True for `import type …` and `import { type A, type B } …` (nothing of the module runs). */
function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (clause === undefined) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** The module a `() => import('…')` loads, or null when `importer` is not one. */
function importedBy(importer: ts.Node | undefined, from: string): string | null {
  if (importer === undefined || !ts.isArrowFunction(importer)) return null;
  const body = importer.body;
  if (
    ts.isCallExpression(body) &&
    body.expression.kind === ts.SyntaxKind.ImportKeyword &&
    body.arguments[0] !== undefined &&
    ts.isStringLiteralLike(body.arguments[0])
  )
    return resolve(body.arguments[0].text, from);
  return null;
}

/** The names in an array literal of area names (`['catalog', 'list']`); none when absent. */
function areaNames(texts: ts.Node | undefined): string[] {
  if (texts === undefined || !ts.isArrayLiteralExpression(texts)) return [];
  return texts.elements.map((element) => {
    if (!ts.isStringLiteralLike(element)) throw new Error(`${element.getText()} is not a name`);
    return element.text;
  });
}

function isCallOf(node: ts.Node, name: string): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name
  );
}

const importsCache = new Map<string, ModuleImports>();

function importsOf(file: string): ModuleImports {
  const kept = importsCache.get(file);
  if (kept !== undefined) return kept;
  const found: ModuleImports = { static: [], dynamic: [], parts: [] };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !isTypeOnly(node)
    ) {
      const target = resolve(node.moduleSpecifier.text, file);
      if (target !== null) found.static.push(target);
    } else if (isCallOf(node, 'lazyWithTexts')) {
      const [importer, pick, texts] = node.arguments;
      const part = importedBy(importer, file);
      if (part === null) throw new Error(`lazyWithTexts without import('…') at ${node.getText()}`);
      found.parts.push({ page: part, texts: areaNames(texts) });
      // The importer is the part's, not this module's; the rest is this module's code.
      if (pick !== undefined) visit(pick);
      return;
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const target = resolve(node.arguments[0].text, file);
      if (target !== null) found.dynamic.push(target);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceOf(file));
  importsCache.set(file, found);
  return found;
}

/**
 * Every module `from` brings, dynamic imports included, except those `lazyFrom` imports dynamically
 * (the route table's pages) and the parts loaded with their texts (`lazyWithTexts`).
 */
export function closureOf(from: string, lazyFrom?: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { static: statics, dynamic } = importsOf(file);
    for (const next of file === lazyFrom ? statics : [...statics, ...dynamic]) walk(next);
  };
  walk(from);
  return seen;
}

/** A route's page, with the areas the route names (`lazyPage`'s third argument). */
export type RoutePage = LoadedWithTexts;

/** Every `lazyPage(() => import(page), render, [texts])` of app-routes.tsx. */
export function routePages(): RoutePage[] {
  const pages: RoutePage[] = [];
  const visit = (node: ts.Node) => {
    if (isCallOf(node, 'lazyPage')) {
      const [importer, , texts] = node.arguments;
      const page = importedBy(importer, routesFile);
      if (page === null) throw new Error(`lazyPage without import('…') at ${node.getText()}`);
      pages.push({ page, texts: areaNames(texts) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceOf(routesFile));
  return pages;
}

/**
 * Every part loaded with its texts (`lazyWithTexts`) that the start or any route, or a part within
 * them, may load, each once.
 */
export function partsLoadedWithTexts(): LoadedWithTexts[] {
  const parts = new Map<string, LoadedWithTexts>();
  const pending = [
    ...startModules(),
    ...routePages().flatMap((route) => [...closureOf(route.page)]),
  ];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const part of importsOf(file).parts) {
      const key = `${part.page} ${part.texts.join(',')}`;
      if (parts.has(key)) continue;
      parts.set(key, part);
      pending.push(...closureOf(part.page));
    }
  }
  return [...parts.values()];
}

/**
 * The modules of the start: the entry and everything it brings, except what a route loads (its page,
 * which comes with the route's text areas).
 */
export function startModules(): Set<string> {
  return closureOf(entryFile, routesFile);
}

/** The areas among `areas` that `files` name, with the files naming each. */
export function areasUsedBy(
  files: Iterable<string>,
  areas: readonly string[],
): Map<string, string[]> {
  const pattern = new RegExp(`['"\`](${areas.join('|')})\\.[A-Za-z$]`, 'g');
  const used = new Map<string, string[]>();
  for (const file of files) {
    if (file.includes(`${path.sep}i18n${path.sep}locales${path.sep}`)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const area = match[1] ?? '';
      const naming = used.get(area) ?? [];
      const relative = path.relative(root, file);
      if (!naming.includes(relative)) naming.push(relative);
      used.set(area, naming);
    }
  }
  return used;
}
