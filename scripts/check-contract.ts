/**
 * `npm run check:api`: fails the build when `openapi/portal.yaml` is not valid OpenAPI 3.1, breaks one of
 * the contract's conventions, or no longer matches the committed `openapi/schema.d.ts`. The checks live in
 * `contract-checks.ts` so the tests can feed them small broken documents.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { parseContract } from '../server/contract/openapi-document';
import {
  checkDocument,
  checkGeneratedTypes,
  type ContractProblem,
  isObject,
  listOperations,
  validateOpenApi,
} from './contract-checks';
import { envelopeCodesPath, envelopeCodesSource } from './envelope-codes-source';
import { operationAccessPath, operationAccessSource } from './operation-access-source';

export const contractPath = 'openapi/portal.yaml';
export const typesPath = 'openapi/schema.d.ts';

/** Runs every check on the contract file; returns the problems and how many operations it describes. */
export async function checkContractFile(
  path = contractPath,
  generatedTypesPath = typesPath,
): Promise<{ problems: ContractProblem[]; operationCount: number; schemaCount: number }> {
  const source = await readFile(path, 'utf8');
  let document: unknown;
  try {
    document = parse(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      problems: [{ check: 'yaml', where: path, message: `not readable YAML: ${reason}` }],
      operationCount: 0,
      schemaCount: 0,
    };
  }
  const [validity, types] = await Promise.all([
    validateOpenApi(source, path),
    checkGeneratedTypes(path, generatedTypesPath),
  ]);
  const generated = await checkGeneratedModules(document, path);
  const components = isObject(document) && isObject(document.components) ? document.components : {};
  return {
    problems: [...validity, ...checkDocument(document), ...types, ...generated],
    operationCount: listOperations(document).length,
    schemaCount: isObject(components.schemas) ? Object.keys(components.schemas).length : 0,
  };
}

/** The generated modules beside the contract must be what `npm run gen:api` writes from it today. */
async function checkGeneratedModules(document: unknown, path: string): Promise<ContractProblem[]> {
  if (path !== contractPath) return [];
  const modules = [
    { check: 'operation-access', where: operationAccessPath, source: operationAccessSource },
    { check: 'envelope-codes', where: envelopeCodesPath, source: envelopeCodesSource },
  ];
  const problems = await Promise.all(
    modules.map(async ({ check, where, source }): Promise<ContractProblem[]> => {
      let expected: string;
      try {
        expected = await source(parseContract(document, path));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return [{ check, where, message: `cannot be generated: ${reason}` }];
      }
      const committed = await readFile(where, 'utf8').catch(() => null);
      if (committed === expected) return [];
      return [{ check, where, message: 'is stale; run npm run gen:api' }];
    }),
  );
  return problems.flat();
}

async function main(): Promise<void> {
  const { problems, operationCount, schemaCount } = await checkContractFile();
  if (problems.length > 0) {
    for (const problem of problems) {
      console.error(`✗ [${problem.check}] ${problem.where}: ${problem.message}`);
    }
    console.error(
      `contract check failed: ${String(problems.length)} problem(s) in ${contractPath}`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(`contract ok: ${String(operationCount)} operations, ${String(schemaCount)} schemas`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  await main();
}
