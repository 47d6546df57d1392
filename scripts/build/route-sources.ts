/**
 * Which text areas (src/i18n/text-areas.ts) the code of the start and of each route uses, read from
 * the sources: the modules a file brings at run time (imports, re-exports and dynamic imports, not
 * type-only ones), and in each the area keys it names (`'catalog.`, `"list.`, `` `workflow.${…}` ``).
 * A route's page is what app-routes.tsx's `lazyPage(() => import(page), render, texts)` loads.
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

interface ModuleImports {
  readonly static: string[];
  readonly dynamic: string[];
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

const importsCache = new Map<string, ModuleImports>();

function importsOf(file: string): ModuleImports {
  const kept = importsCache.get(file);
  if (kept !== undefined) return kept;
  const found: ModuleImports = { static: [], dynamic: [] };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !isTypeOnly(node)
    ) {
      const target = resolve(node.moduleSpecifier.text, file);
      if (target !== null) found.static.push(target);
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
 * (the route table's pages).
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

export interface RoutePage {
  /** The page module the route loads. */
  readonly page: string;
  /** The areas the route names (`lazyPage`'s third argument). */
  readonly texts: readonly string[];
}

/** Every `lazyPage(() => import(page), render, [texts])` of app-routes.tsx. */
export function routePages(): RoutePage[] {
  const pages: RoutePage[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'lazyPage'
    ) {
      const [importer, , texts] = node.arguments;
      let page: string | null = null;
      if (importer !== undefined && ts.isArrowFunction(importer)) {
        const body = importer.body;
        if (
          ts.isCallExpression(body) &&
          body.expression.kind === ts.SyntaxKind.ImportKeyword &&
          body.arguments[0] !== undefined &&
          ts.isStringLiteralLike(body.arguments[0])
        )
          page = resolve(body.arguments[0].text, routesFile);
      }
      if (page === null) throw new Error(`lazyPage without import('…') at ${node.getText()}`);
      const names =
        texts !== undefined && ts.isArrayLiteralExpression(texts)
          ? texts.elements.map((element) => {
              if (!ts.isStringLiteralLike(element))
                throw new Error(`${element.getText()} is not a name`);
              return element.text;
            })
          : [];
      pages.push({ page, texts: names });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceOf(routesFile));
  return pages;
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
