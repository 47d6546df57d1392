/**
 * Loads the OpenAPI contract (`openapi/portal.yaml`). Only the shape the server relies on is checked
 * here; the contract's own linting is a separate script.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { isJsonObject, type JsonObject } from './json-object';

export interface OpenApiDocument extends JsonObject {
  readonly openapi: string;
  readonly paths: JsonObject;
}

export const defaultContractPath = fileURLToPath(
  new URL('../../openapi/portal.yaml', import.meta.url),
);

/** Where the contract comes from: a YAML file, or an already parsed document (tests). */
export type ContractSource = { readonly path: string } | { readonly document: unknown };

export function parseContract(value: unknown, source: string): OpenApiDocument {
  if (!isJsonObject(value)) throw new Error(`接口契约 ${source} 不是一个对象`);
  const { openapi, paths } = value;
  if (typeof openapi !== 'string' || !openapi.startsWith('3.1')) {
    throw new Error(`接口契约 ${source} 必须是 OpenAPI 3.1 文档`);
  }
  if (!isJsonObject(paths)) throw new Error(`接口契约 ${source} 缺少 paths`);
  return { ...value, openapi, paths };
}

export async function loadContract(source: ContractSource): Promise<OpenApiDocument> {
  if ('document' in source) return parseContract(source.document, '（内存中的文档）');
  const text = await readFile(source.path, 'utf8');
  return parseContract(parse(text), source.path);
}
