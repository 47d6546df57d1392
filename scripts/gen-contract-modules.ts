/** `npm run gen:api` (second step): writes `openapi/operation-access.ts` from the contract. */
import { readFile, writeFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { parseContract } from '../server/contract/openapi-document';
import { operationAccessPath, operationAccessSource } from './operation-access-source';

const contractPath = 'openapi/portal.yaml';
const document = parseContract(parse(await readFile(contractPath, 'utf8')), contractPath);
await writeFile(operationAccessPath, await operationAccessSource(document));
console.log(`wrote ${operationAccessPath}`);
