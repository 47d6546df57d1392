/**
 * `npm run gen:api` (second step): writes the modules generated from the contract beside it:
 * `openapi/operation-access.ts` (who may call what) and `openapi/envelope-codes.ts` (the codes, named).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { parseContract } from '../server/contract/openapi-document';
import { envelopeCodesPath, envelopeCodesSource } from './envelope-codes-source';
import { operationAccessPath, operationAccessSource } from './operation-access-source';

const contractPath = 'openapi/portal.yaml';
const document = parseContract(parse(await readFile(contractPath, 'utf8')), contractPath);
for (const [path, source] of [
  [operationAccessPath, operationAccessSource],
  [envelopeCodesPath, envelopeCodesSource],
] as const) {
  await writeFile(path, await source(document));
  console.log(`wrote ${path}`);
}
