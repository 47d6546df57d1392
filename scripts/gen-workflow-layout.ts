/**
 * `npm run gen:workflow-layout`: lays the audit page's workflow diagram out with ELK from
 * machines/domain-application and writes `src/features/audit/workflow-layout.generated.ts`, so the
 * browser ships positions instead of a layout engine. `npm run build` runs it first.
 *
 *   npx tsx scripts/gen-workflow-layout.ts [--check]
 *
 * With `--check` (`npm run check:workflow-layout`, part of `npm run lint`) nothing is written: it fails
 * when the committed file is not what the machine and the texts give today.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { workflowLayoutPath, workflowLayoutSource } from './workflow-layout/workflow-layout-source';

/** Writes the layout module when it differs from what is there; says whether it did. */
export async function writeWorkflowLayout(): Promise<boolean> {
  const expected = await workflowLayoutSource();
  const committed = await readFile(workflowLayoutPath, 'utf8').catch(() => null);
  if (committed === expected) return false;
  await writeFile(workflowLayoutPath, expected);
  return true;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  if (values.check) {
    const committed = await readFile(workflowLayoutPath, 'utf8').catch(() => null);
    if (committed !== (await workflowLayoutSource())) {
      console.error(`✗ ${workflowLayoutPath} is stale; run npm run gen:workflow-layout`);
      process.exitCode = 1;
      return;
    }
    console.log(`workflow layout ok: ${workflowLayoutPath}`);
    return;
  }
  const written = await writeWorkflowLayout();
  console.log(`${written ? 'wrote' : 'unchanged:'} ${workflowLayoutPath}`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  await main();
}
