/**
 * Reads every operation out of the contract into the flat shape the server registers routes from:
 * method, Fastify URL, whether a token is required, its parameters, request body and responses.
 */
import type { HTTPMethods } from 'fastify';
import { apiBasePath } from '../http/api-base-path';
import { isJsonObject, type JsonObject } from './json-object';
import type { OpenApiDocument } from './openapi-document';
import { resolveLocalRef } from './resolve-local-ref';

export type ParameterLocation = 'query' | 'path' | 'header' | 'cookie';

export interface ContractParameter {
  readonly name: string;
  readonly in: ParameterLocation;
  readonly required: boolean;
  readonly schema: JsonObject;
}

export interface ContractRequestBody {
  readonly required: boolean;
  /** Media types the operation accepts, e.g. `application/json`. */
  readonly mediaTypes: readonly string[];
  /** The schema of the `application/json` body, if the operation takes JSON. */
  readonly jsonSchema: JsonObject | null;
  /** The schema of the `multipart/form-data` body, if the operation takes an upload. */
  readonly formSchema: JsonObject | null;
}

export interface ContractOperation {
  readonly operationId: string;
  readonly method: HTTPMethods;
  /** The path as written in the contract, e.g. `/web/login/uuid`. */
  readonly contractPath: string;
  /** The full Fastify route, e.g. `/alpha-portal/api/v1/web/login/uuid`. */
  readonly url: string;
  /** False only when the operation's `security` lets anonymous callers in (`security: []`). */
  readonly requiresToken: boolean;
  /** The operation's `x-rights`: the rights a caller needs (enforced once sessions exist). */
  readonly rights: readonly string[];
  readonly parameters: readonly ContractParameter[];
  readonly requestBody: ContractRequestBody | null;
  /** JSON response schema by status code (`200`, `default` …). */
  readonly responses: ReadonlyMap<string, JsonObject>;
}

const methods = [
  ['get', 'GET'],
  ['put', 'PUT'],
  ['post', 'POST'],
  ['delete', 'DELETE'],
  ['patch', 'PATCH'],
  ['options', 'OPTIONS'],
  ['head', 'HEAD'],
] as const satisfies readonly (readonly [string, HTTPMethods])[];
const parameterLocations: readonly string[] = ['query', 'path', 'header', 'cookie'];

function isParameterLocation(value: unknown): value is ParameterLocation {
  return typeof value === 'string' && parameterLocations.includes(value);
}

function readParameter(document: OpenApiDocument, raw: unknown, where: string): ContractParameter {
  const parameter = resolveLocalRef(document, raw, where);
  const { name, required, schema } = parameter;
  if (typeof name !== 'string' || name === '') throw new Error(`${where}：参数缺少 name`);
  if (!isParameterLocation(parameter.in)) throw new Error(`${where}：参数 ${name} 的 in 无效`);
  return {
    name,
    in: parameter.in,
    required: parameter.in === 'path' || required === true,
    schema: isJsonObject(schema) ? schema : {},
  };
}

function readParameters(document: OpenApiDocument, raw: unknown, where: string) {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new Error(`${where}：parameters 应为数组`);
  return raw.map((item) => readParameter(document, item, where));
}

function readRequestBody(
  document: OpenApiDocument,
  raw: unknown,
  where: string,
): ContractRequestBody | null {
  if (raw === undefined) return null;
  const body = resolveLocalRef(document, raw, `${where} requestBody`);
  const content = isJsonObject(body.content) ? body.content : {};
  const json = content['application/json'];
  const form = content['multipart/form-data'];
  return {
    required: body.required === true,
    mediaTypes: Object.keys(content),
    jsonSchema: isJsonObject(json) && isJsonObject(json.schema) ? json.schema : null,
    formSchema: isJsonObject(form) && isJsonObject(form.schema) ? form.schema : null,
  };
}

function readResponses(document: OpenApiDocument, raw: unknown, where: string) {
  const responses = new Map<string, JsonObject>();
  if (!isJsonObject(raw)) return responses;
  for (const [status, value] of Object.entries(raw)) {
    const response = resolveLocalRef(document, value, `${where} responses.${status}`);
    const content = isJsonObject(response.content) ? response.content : {};
    const json = content['application/json'];
    if (isJsonObject(json) && isJsonObject(json.schema)) responses.set(status, json.schema);
  }
  return responses;
}

/** `security: []` (or an empty requirement `{}`) means the operation is open to anonymous callers. */
function requiresToken(security: unknown): boolean {
  if (!Array.isArray(security) || security.length === 0) return false;
  return !security.some(
    (requirement) => isJsonObject(requirement) && Object.keys(requirement).length === 0,
  );
}

function readRights(raw: unknown): string[] {
  return Array.isArray(raw)
    ? raw.filter((right): right is string => typeof right === 'string')
    : [];
}

/** Operation parameters override path-level ones with the same name and location. */
function mergeParameters(
  pathLevel: readonly ContractParameter[],
  operationLevel: readonly ContractParameter[],
): ContractParameter[] {
  const key = (parameter: ContractParameter) => `${parameter.in}:${parameter.name}`;
  const merged = new Map(pathLevel.map((parameter) => [key(parameter), parameter]));
  for (const parameter of operationLevel) merged.set(key(parameter), parameter);
  return [...merged.values()];
}

export function listOperations(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  const seenIds = new Set<string>();
  for (const [contractPath, rawPathItem] of Object.entries(document.paths)) {
    const pathItem = resolveLocalRef(document, rawPathItem, `paths.${contractPath}`);
    const pathParameters = readParameters(document, pathItem.parameters, `paths.${contractPath}`);
    for (const [key, method] of methods) {
      const rawOperation = pathItem[key];
      if (rawOperation === undefined) continue;
      const where = `${method} ${contractPath}`;
      if (!isJsonObject(rawOperation)) throw new Error(`${where}：应为对象`);
      const { operationId } = rawOperation;
      if (typeof operationId !== 'string' || operationId === '') {
        throw new Error(`${where}：缺少 operationId`);
      }
      if (seenIds.has(operationId)) throw new Error(`${where}：operationId ${operationId} 重复`);
      seenIds.add(operationId);
      operations.push({
        operationId,
        method,
        contractPath,
        url: apiBasePath + contractPath.replace(/\{([^}]+)\}/g, ':$1'),
        requiresToken: requiresToken(rawOperation.security ?? document.security),
        rights: readRights(rawOperation['x-rights']),
        parameters: mergeParameters(
          pathParameters,
          readParameters(document, rawOperation.parameters, where),
        ),
        requestBody: readRequestBody(document, rawOperation.requestBody, where),
        responses: readResponses(document, rawOperation.responses, where),
      });
    }
  }
  return operations;
}
