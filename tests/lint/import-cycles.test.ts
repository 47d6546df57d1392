/**
 * No import cycles in the product code (src, machines, server), type-only imports included.
 * ESLint's import-x/no-cycle skips type-only imports and has no option to count them, so this walks
 * the graph itself: every import, export-from and dynamic import of each file, resolved as the type
 * checker resolves it (tsconfig paths included).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const checkedFolders = ['src', 'machines', 'server'].map(
  (folder) => path.join(root, folder) + path.sep,
);

/** Each file, relative to the repository, with the files it imports. */
function importGraph(): Map<string, string[]> {
  const configPath = path.join(root, 'tsconfig.json');
  const parsed = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configPath, (file) => ts.sys.readFile(file)).config,
    ts.sys,
    root,
  );
  const files = new Set(
    parsed.fileNames.filter((file) => checkedFolders.some((folder) => file.startsWith(folder))),
  );
  const host = ts.createCompilerHost(parsed.options);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const imports = importedFiles.flatMap((imported) => {
      const resolved = ts.resolveModuleName(imported.fileName, file, parsed.options, host);
      const target = resolved.resolvedModule;
      if (target === undefined || target.isExternalLibraryImport) return [];
      const absolute = path.resolve(target.resolvedFileName);
      return files.has(absolute) ? [path.relative(root, absolute)] : [];
    });
    graph.set(path.relative(root, file), imports);
  }
  return graph;
}

/** The strongly connected components with more than one file (Tarjan): each is a cycle. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const imported of graph.get(file) ?? []) {
      if (!index.has(imported)) {
        visit(imported);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(imported) ?? 0));
      } else if (onStack.has(imported)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(imported) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle made of type-only imports', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts']]);
  });

  it('has none in src, machines or server, type-only imports included', () => {
    expect(cyclesOf(importGraph())).toEqual([]);
  });
});
