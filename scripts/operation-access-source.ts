/**
 * Writes `openapi/operation-access.ts` from the contract: for every operation, whether it needs a
 * session, which side (`primary` operators, `second` corporate users, or either) and which rights
 * (`x-rights`, any one of them). The server enforces exactly these from the same contract; the web app's
 * route guards and menus read this file, so the contract stays the one definition of who may do what.
 */
import prettier from 'prettier';
import { resolve } from 'node:path';
import { listOperations } from '../server/contract/contract-operations';
import type { OpenApiDocument } from '../server/contract/openapi-document';

export const operationAccessPath = 'openapi/operation-access.ts';

function sideOf(contractPath: string): 'primary' | 'second' | 'any' {
  if (contractPath.startsWith('/primary/')) return 'primary';
  if (contractPath.startsWith('/second/')) return 'second';
  return 'any';
}

export async function operationAccessSource(document: OpenApiDocument): Promise<string> {
  const entries = listOperations(document)
    .map((operation) => {
      const side = operation.requiresToken ? sideOf(operation.contractPath) : 'public';
      return `  ${operation.operationId}: { method: '${operation.method}', path: '${operation.contractPath}', side: '${side}', rights: [${operation.rights.map((right) => `'${right}'`).join(', ')}] },`;
    })
    .join('\n');
  const text = `/**
 * Who may call each operation, generated from openapi/portal.yaml by \`npm run gen:api\`; do not edit.
 * \`side\`: \`public\` needs no session, \`primary\` an operator's, \`second\` a corporate user's, \`any\`
 * either; \`rights\`: the caller needs any one of them (none listed: every signed-in user of that side).
 */
import type { components, operations } from './schema';

export type Right = components['schemas']['Right'];

export interface OperationAccess {
  readonly method: string;
  readonly path: string;
  readonly side: 'public' | 'primary' | 'second' | 'any';
  readonly rights: readonly Right[];
}

export const operationAccess = {
${entries}
} as const satisfies Record<keyof operations, OperationAccess>;

export type AccessOperationId = keyof typeof operationAccess;
`;
  const options = (await prettier.resolveConfig(resolve(operationAccessPath))) ?? {};
  return prettier.format(text, { ...options, filepath: resolve(operationAccessPath) });
}
