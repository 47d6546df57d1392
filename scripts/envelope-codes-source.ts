/**
 * Writes `openapi/envelope-codes.ts` from the contract: the envelope codes of `components.schemas.Code`
 * with the names in its `x-enum-varnames` (and `x-enum-descriptions` as their comments), so the client
 * and the server say `EnvelopeCode.conflict`, not 4090.
 */
import { resolve } from 'node:path';
import prettier from 'prettier';
import type { OpenApiDocument } from '../server/contract/openapi-document';

export const envelopeCodesPath = 'openapi/envelope-codes.ts';

type CodeSchema = { enum: number[]; names: string[]; descriptions: string[] };

function readCodeSchema(document: OpenApiDocument): CodeSchema {
  const components = document.components;
  const schemas =
    typeof components === 'object' && components !== null && 'schemas' in components
      ? components.schemas
      : undefined;
  const code: unknown =
    typeof schemas === 'object' && schemas !== null && 'Code' in schemas ? schemas.Code : undefined;
  if (typeof code !== 'object' || code === null)
    throw new Error('components.schemas.Code is missing');
  const values = Reflect.get(code, 'enum') as unknown;
  const names = Reflect.get(code, 'x-enum-varnames') as unknown;
  const descriptions = (Reflect.get(code, 'x-enum-descriptions') as unknown) ?? [];
  const numbers = (list: unknown): list is number[] =>
    Array.isArray(list) && list.every((item) => Number.isInteger(item));
  const strings = (list: unknown): list is string[] =>
    Array.isArray(list) && list.every((item) => typeof item === 'string');
  if (!numbers(values)) throw new Error('Code.enum must list integers');
  if (!strings(names) || names.length !== values.length)
    throw new Error('Code.x-enum-varnames must name every code, in the order of Code.enum');
  if (
    !names.every((name) => /^[a-z][A-Za-z0-9]*$/.test(name)) ||
    new Set(names).size !== names.length
  )
    throw new Error('Code.x-enum-varnames must be distinct camelCase names');
  if (!strings(descriptions)) throw new Error('Code.x-enum-descriptions must be strings');
  return { enum: values, names, descriptions };
}

export async function envelopeCodesSource(document: OpenApiDocument): Promise<string> {
  const codes = readCodeSchema(document);
  const entries = codes.names
    .map((name, index) => {
      const description = codes.descriptions[index];
      const comment = description === undefined ? '' : `  /** ${description} */\n`;
      return `${comment}  ${name}: ${String(codes.enum[index])},`;
    })
    .join('\n');
  const text = `/**
 * The envelope codes, named; generated from openapi/portal.yaml (\`components.schemas.Code\`) by
 * \`npm run gen:api\`; do not edit.
 */
import type { components } from './schema';

export const EnvelopeCode = {
${entries}
} as const satisfies Record<string, components['schemas']['Code']>;

export type EnvelopeCodeName = keyof typeof EnvelopeCode;
`;
  const options = (await prettier.resolveConfig(resolve(envelopeCodesPath))) ?? {};
  return prettier.format(text, { ...options, filepath: resolve(envelopeCodesPath) });
}
