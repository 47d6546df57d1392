/**
 * The import zones of eslint.config.js keep features apart: a feature that imports another fails
 * the lint, whatever the folder (the zones are generated from src/features), unless the import is on
 * the config's short, commented allow-list. Type information is not needed for these rules, so the
 * fixtures are linted without it and need not exist on disk.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const configFile = path.join(root, 'eslint.config.js');

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: configFile,
  overrideConfig: [tseslint.configs.disableTypeChecked, { rules: { 'import-x/no-cycle': 'off' } }],
});

async function boundaryMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

type AllowListEntry = { from: string; file: string };

async function allowList(): Promise<AllowListEntry[]> {
  const config = (await import(pathToFileURL(configFile).href)) as {
    featureImportAllowList: AllowListEntry[];
  };
  return config.featureImportAllowList;
}

describe('feature boundaries', () => {
  it('refuses a feature importing another, even from a folder the config has never seen', async () => {
    const messages = await boundaryMessages(
      "import { articlePath } from '@/features/news/article-paths';\nexport const to = articlePath('1');\n",
      'src/features/a/x.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('A feature does not import another feature');
    expect(messages[0]).toContain('@/features/news/article-paths');
  });

  it('refuses a relative import into another feature as well', async () => {
    const messages = await boundaryMessages(
      "import { articlePath } from '../news/article-paths';\nexport const to = articlePath('1');\n",
      'src/features/search/x.ts',
    );
    expect(messages).toEqual([
      expect.stringContaining('A feature does not import another feature'),
    ]);
  });

  it('lets a feature import its own files and the shared layers', async () => {
    const messages = await boundaryMessages(
      [
        "import { articlePath } from '@/features/news/article-paths';",
        "import { formatDateTime } from '@/lib/format-date-time';",
        "import { ApplicationStateBadge } from '@/components/workflow/application-state-badge';",
        'export const used = [articlePath, formatDateTime, ApplicationStateBadge];',
        '',
      ].join('\n'),
      'src/features/news/x.ts',
    );
    expect(messages).toEqual([]);
  });

  it('keeps shared code and features from importing the app layer', async () => {
    const messages = await boundaryMessages(
      "import { appRoutes } from '@/app/app-routes';\nexport const routes = appRoutes;\n",
      'src/lib/x.ts',
    );
    expect(messages).toEqual([expect.stringContaining('nothing imports it')]);
  });

  it('allows an allow-listed import only to the feature it is listed for', async () => {
    const [entry] = await allowList();
    if (entry === undefined) return;
    const code = `import * as allowed from '@/features/${entry.file.replace(/\.tsx?$/, '')}';\nexport const used = allowed;\n`;
    expect(await boundaryMessages(code, `src/features/${entry.from}/x.ts`)).toEqual([]);
    expect(await boundaryMessages(code, 'src/features/a/x.ts')).toEqual([
      expect.stringContaining('A feature does not import another feature'),
    ]);
  });

  it('keeps the allow-list short and naming files that exist', async () => {
    const entries = await allowList();
    expect(entries.length).toBeLessThanOrEqual(5);
    for (const entry of entries) {
      expect(existsSync(path.join(root, 'src/features', entry.file)), entry.file).toBe(true);
      expect(entry.file.startsWith(`${entry.from}/`), entry.file).toBe(false);
    }
  });
});
