/**
 * The checks that keep `openapi/portal.yaml` honest. The server's contract plugin and the generated client
 * types both trust the document's conventions (envelope responses, the `t` parameter on GETs, closed request
 * bodies, `x-rights` on protected operations), so a document that breaks one of them must fail the build
 * instead of failing at run time. Each check takes a parsed document and returns problems; none throws on a
 * malformed document, so the command can report everything wrong in one run.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createConfig, getLineColLocation, lintFromString } from '@redocly/openapi-core';
import * as prettier from 'prettier';

export interface ContractProblem {
  /** Which check found it, e.g. `envelope`. */
  check: string;
  /** Where in the document, e.g. `POST /web/login/primary` or a JSON pointer. */
  where: string;
  message: string;
}

type JsonObject = Record<string, unknown>;

export const httpMethods = [
  'get',
  'put',
  'post',
  'delete',
  'patch',
  'options',
  'head',
  'trace',
] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** The calls of spec §7, with the methods fixed by the contract for the four the spec leaves open. */
export const specCalls: readonly { method: HttpMethod; path: string }[] = [
  { method: 'post', path: '/web/login/primary' },
  { method: 'post', path: '/web/login/second' },
  { method: 'post', path: '/web/login/primary/msg-send' },
  { method: 'post', path: '/web/login/primary/msg-check' },
  { method: 'post', path: '/primary/home/modify-password' },
  { method: 'get', path: '/web/login/uuid' },
  { method: 'get', path: '/web/login/out' },
  { method: 'get', path: '/web/login/register' },
  ...[
    'list',
    'new',
    'update',
    'reset-password',
    'disable',
    'enable',
    'client-list',
    'role-list',
    'detail',
  ].map((action) => ({ method: 'post' as const, path: `/primary/admin/${action}` })),
  { method: 'post', path: '/primary/user/list' },
  { method: 'post', path: '/primary/user/detail' },
  { method: 'post', path: '/second/user/detail' },
  { method: 'get', path: '/content-config/wall/' },
  { method: 'post', path: '/primary/entry-config/status' },
  { method: 'post', path: '/primary/entry-config/update' },
  { method: 'post', path: '/primary/entry-config/delete' },
  { method: 'post', path: '/second/entry/file-list' },
];

/** Rights an operator session can hold; `domain:apply` belongs to corporate sessions only. */
export const operatorRights: readonly string[] = [
  'admin:manage',
  'content:edit',
  'domain:first-review',
  'domain:final-review',
  'audit:read',
];
export const corporateRights: readonly string[] = ['domain:apply'];

const timestampRef = '#/components/parameters/Timestamp';
const unauthorizedRef = '#/components/responses/Unauthorized';
const codeRef = '#/components/schemas/Code';

/** Keywords that only annotate a schema; a schema made of nothing else accepts anything. */
const annotationKeywords = new Set([
  'title',
  'description',
  'examples',
  'example',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
  'externalDocs',
  'xml',
]);

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `web/login/primary/msg-send` → `webLoginPrimaryMsgSend`. */
export function operationIdForPath(path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => segment.split('-'))
    .filter((word) => word !== '');
  return words
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

/** Public operations are the `web/...` ones and the content wall; everything else needs a session. */
export function isPublicPath(path: string): boolean {
  return path.startsWith('/web/') || path.startsWith('/content-config/wall/');
}

export interface Operation {
  method: HttpMethod;
  path: string;
  where: string;
  operation: JsonObject;
  pathItem: JsonObject;
}

export function listOperations(document: unknown): Operation[] {
  if (!isObject(document) || !isObject(document.paths)) return [];
  const operations: Operation[] = [];
  for (const [path, pathItem] of Object.entries(document.paths)) {
    if (!isObject(pathItem)) continue;
    for (const method of httpMethods) {
      const operation = pathItem[method];
      if (isObject(operation)) {
        operations.push({
          method,
          path,
          where: `${method.toUpperCase()} ${path}`,
          operation,
          pathItem,
        });
      }
    }
  }
  return operations;
}

/** Follows a local `$ref` (`#/a/b`) until it reaches a value that is not a reference. */
export function resolveRef(document: unknown, value: unknown): unknown {
  let current = value;
  const seen = new Set<string>();
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) return undefined;
    seen.add(ref);
    let target: unknown = document;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
      target = isObject(target) ? target[key] : undefined;
    }
    current = target;
  }
  return current;
}

/** The document must be OpenAPI 3.1 and pass Redocly's recommended rules (no network is used). */
export async function validateOpenApi(
  source: string,
  absoluteRef = 'openapi/portal.yaml',
): Promise<ContractProblem[]> {
  const config = await createConfig({
    extends: ['recommended'],
    rules: {
      // Spec §7 fixes `content-config/wall/` with its trailing slash.
      'no-path-trailing-slash': 'off',
      // Business errors travel as envelope codes with HTTP 200 (spec §8); public calls have no 4xx of their own.
      'operation-4xx-response': 'off',
      // The contract of a government system is not published under a licence.
      'info-license': 'off',
      'info-license-strict': 'off',
    },
  });
  let problems;
  try {
    problems = await lintFromString({ source, absoluteRef: resolve(absoluteRef), config });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [
      {
        check: 'openapi',
        where: absoluteRef,
        message: `not a readable OpenAPI document: ${reason}`,
      },
    ];
  }
  return problems
    .filter((problem) => problem.ignored !== true)
    .map((problem) => {
      const location = problem.location[0];
      let where = absoluteRef;
      if (location) {
        const line = getLineColLocation(location).start.line;
        where = `${location.pointer ?? '#'} (line ${String(line)})`;
      }
      return {
        check: `openapi:${problem.ruleId}`,
        where,
        message: `${problem.severity}: ${problem.message}`,
      };
    });
}

/** `openapi: 3.1.x`, nothing older and nothing newer. */
export function checkVersion(document: unknown): ContractProblem[] {
  const version = isObject(document) ? document.openapi : undefined;
  if (typeof version === 'string' && /^3\.1\.\d+$/.test(version)) return [];
  return [
    {
      check: 'version',
      where: '#/openapi',
      message: `the document must be OpenAPI 3.1 (found ${JSON.stringify(version)})`,
    },
  ];
}

/** Every call of spec §7 is present with the fixed method. */
export function checkSpecCalls(document: unknown): ContractProblem[] {
  const paths = isObject(document) && isObject(document.paths) ? document.paths : {};
  const problems: ContractProblem[] = [];
  for (const { method, path } of specCalls) {
    const pathItem = paths[path];
    if (!isObject(pathItem)) {
      problems.push({
        check: 'spec-calls',
        where: path,
        message: `spec §7 path ${path} is missing`,
      });
      continue;
    }
    if (!isObject(pathItem[method])) {
      const present = httpMethods
        .filter((other) => isObject(pathItem[other]))
        .map((m) => m.toUpperCase());
      problems.push({
        check: 'spec-calls',
        where: path,
        message: `spec §7 path ${path} must be ${method.toUpperCase()} (found ${present.join(', ') || 'no operation'})`,
      });
    }
  }
  return problems;
}

function dataAdmitsNull(data: unknown): boolean {
  if (!isObject(data)) return false;
  if (data.type === 'null') return true;
  if (Array.isArray(data.type) && data.type.includes('null')) return true;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = data[key];
    if (
      Array.isArray(options) &&
      options.some((option) => isObject(option) && option.type === 'null')
    ) {
      return true;
    }
  }
  return false;
}

/** Why `schema` is not an envelope `{code, msg, data}`, or undefined when it is one. */
export function envelopeDefect(document: unknown, schema: unknown): string | undefined {
  if (!isObject(schema)) return 'has no schema';
  if (typeof schema.$ref !== 'string') return 'must reference a named `<Thing>Envelope` schema';
  const name = schema.$ref.split('/').pop() ?? '';
  if (!name.endsWith('Envelope'))
    return `references ${name}, whose name does not end in "Envelope"`;
  const envelope = resolveRef(document, schema);
  if (!isObject(envelope)) return `references ${schema.$ref}, which does not exist`;
  if (envelope.type !== 'object') return `${name} must be an object`;
  if (envelope.additionalProperties !== false)
    return `${name} must have additionalProperties: false`;
  const required = Array.isArray(envelope.required) ? envelope.required : [];
  const missing = ['code', 'msg', 'data'].filter((field) => !required.includes(field));
  if (missing.length > 0) return `${name} must require ${missing.join(', ')}`;
  const properties = isObject(envelope.properties) ? envelope.properties : {};
  const extra = Object.keys(properties).filter((field) => !['code', 'msg', 'data'].includes(field));
  if (extra.length > 0) return `${name} has fields beyond code, msg, data: ${extra.join(', ')}`;
  const code = properties.code;
  if (!isObject(code) || code.$ref !== codeRef) return `${name}.code must be $ref ${codeRef}`;
  const msg = properties.msg;
  if (!isObject(msg) || msg.type !== 'string') return `${name}.msg must be a string`;
  if (!dataAdmitsNull(properties.data)) {
    return `${name}.data must admit null (anyOf [payload, {type: 'null'}]), since error envelopes carry data null`;
  }
  return undefined;
}

function hasParameterRef(list: unknown, ref: string): boolean {
  return (
    Array.isArray(list) && list.some((parameter) => isObject(parameter) && parameter.$ref === ref)
  );
}

function requestMediaTypes(document: unknown, operation: JsonObject): string[] {
  const body = resolveRef(document, operation.requestBody);
  return isObject(body) && isObject(body.content) ? Object.keys(body.content) : [];
}

/**
 * Per operation: operationId (present, the camelCase of the path, unique), the envelope 200 response, the
 * `t` parameter on GETs, and the security conventions (public `security: []`; protected `x-rights` and 401;
 * uploads 413).
 */
export function checkOperations(document: unknown): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const seenIds = new Map<string, string>();
  const components = isObject(document) && isObject(document.components) ? document.components : {};
  const componentResponses = isObject(components.responses) ? components.responses : {};
  const componentParameters = isObject(components.parameters) ? components.parameters : {};
  if (!isObject(componentParameters.Timestamp)) {
    problems.push({
      check: 'timestamp',
      where: timestampRef,
      message: 'the Timestamp parameter is not defined',
    });
  }
  if (!isObject(componentResponses.Unauthorized)) {
    problems.push({
      check: 'security',
      where: unauthorizedRef,
      message: 'the Unauthorized response is not defined',
    });
  }

  for (const { method, path, where, operation, pathItem } of listOperations(document)) {
    const report = (check: string, message: string) => problems.push({ check, where, message });

    const operationId = operation.operationId;
    if (typeof operationId !== 'string' || operationId === '') {
      report('operation-id', 'has no operationId');
    } else {
      const expected = operationIdForPath(path);
      if (operationId !== expected)
        report('operation-id', `operationId ${operationId} should be ${expected}`);
      const other = seenIds.get(operationId);
      if (other !== undefined)
        report('operation-id', `operationId ${operationId} is also used by ${other}`);
      seenIds.set(operationId, where);
    }

    if (typeof operation.summary !== 'string' || !/\p{Script=Han}/u.test(operation.summary)) {
      report('summary', 'needs a Chinese summary');
    }

    const responses = isObject(operation.responses) ? operation.responses : {};
    const ok = resolveRef(document, responses['200']);
    const okContent = isObject(ok) && isObject(ok.content) ? ok.content : {};
    const okJson = okContent['application/json'];
    if (!isObject(ok)) {
      report('envelope', 'has no 200 response');
    } else if (!isObject(okJson)) {
      report('envelope', 'its 200 response has no application/json envelope');
    } else {
      const defect = envelopeDefect(document, okJson.schema);
      if (defect !== undefined) report('envelope', `200 response: ${defect}`);
    }

    if (
      method === 'get' &&
      !hasParameterRef(operation.parameters, timestampRef) &&
      !hasParameterRef(pathItem.parameters, timestampRef)
    ) {
      report('timestamp', `a GET must list the parameter $ref ${timestampRef}`);
    }

    const security = operation.security;
    const declaredPublic = Array.isArray(security) && security.length === 0;
    const rights = operation['x-rights'];
    if (isPublicPath(path)) {
      if (!declaredPublic) report('security', 'a public operation must declare security: []');
      if (rights !== undefined) report('security', 'a public operation must not list x-rights');
    } else {
      if (declaredPublic)
        report('security', 'a primary/second operation must not be public (security: [])');
      const unauthorized = responses['401'];
      if (!isObject(unauthorized) || unauthorized.$ref !== unauthorizedRef) {
        report('security', `a protected operation must list '401': $ref ${unauthorizedRef}`);
      }
      const allowed = path.startsWith('/second/') ? corporateRights : operatorRights;
      if (!Array.isArray(rights)) {
        report(
          'rights',
          'a protected operation must list x-rights (use [] for any signed-in user)',
        );
      } else {
        for (const right of rights) {
          if (typeof right !== 'string' || !allowed.includes(right)) {
            report(
              'rights',
              `x-rights holds ${JSON.stringify(right)}, not a right of this side (${allowed.join(', ')})`,
            );
          }
        }
        if (new Set(rights).size !== rights.length)
          report('rights', 'x-rights lists a right twice');
      }
    }

    if (requestMediaTypes(document, operation).includes('multipart/form-data')) {
      const tooLarge = responses['413'];
      if (!isObject(tooLarge) || tooLarge.$ref !== '#/components/responses/PayloadTooLarge') {
        report('upload', "an upload must list '413': $ref #/components/responses/PayloadTooLarge");
      }
    }
  }
  return problems;
}

function isObjectSchema(schema: JsonObject): boolean {
  const type = schema.type;
  return (
    type === 'object' ||
    (Array.isArray(type) && type.includes('object')) ||
    isObject(schema.properties) ||
    schema.required !== undefined
  );
}

/** Calls `visit` on each direct subschema of `schema`, with the JSON-pointer-like suffix that reaches it. */
function forEachSubschema(
  schema: JsonObject,
  visit: (subschema: unknown, suffix: string) => void,
): void {
  for (const key of ['properties', 'patternProperties', '$defs', 'dependentSchemas'] as const) {
    const map = schema[key];
    if (isObject(map))
      for (const [name, subschema] of Object.entries(map)) visit(subschema, `/${key}/${name}`);
  }
  for (const key of [
    'items',
    'additionalProperties',
    'unevaluatedProperties',
    'unevaluatedItems',
    'contains',
    'propertyNames',
    'not',
    'if',
    'then',
    'else',
  ] as const) {
    if (key in schema) visit(schema[key], `/${key}`);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const) {
    const list = schema[key];
    if (Array.isArray(list))
      list.forEach((subschema, index) => visit(subschema, `/${key}/${String(index)}`));
  }
}

/** Every object schema reachable from a request body (through `$ref`s too) is closed. */
export function checkRequestBodies(document: unknown): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const reported = new Set<string>();

  const walk = (schema: unknown, where: string, trail: ReadonlySet<string>) => {
    if (!isObject(schema)) return;
    if (typeof schema.$ref === 'string') {
      if (trail.has(schema.$ref)) return;
      walk(resolveRef(document, schema), schema.$ref, new Set([...trail, schema.$ref]));
      return;
    }
    if (isObjectSchema(schema) && schema.additionalProperties !== false && !reported.has(where)) {
      reported.add(where);
      problems.push({
        check: 'closed-body',
        where,
        message: 'a request-body object schema must have additionalProperties: false',
      });
    }
    forEachSubschema(schema, (subschema, suffix) => {
      if (suffix === '/additionalProperties' && typeof subschema === 'boolean') return;
      walk(subschema, `${where}${suffix}`, trail);
    });
  };

  for (const { where, operation } of listOperations(document)) {
    const body = resolveRef(document, operation.requestBody);
    if (operation.requestBody !== undefined && !isObject(body)) {
      problems.push({
        check: 'closed-body',
        where,
        message: 'its requestBody reference does not resolve',
      });
      continue;
    }
    if (!isObject(body) || !isObject(body.content)) continue;
    for (const [mediaType, media] of Object.entries(body.content)) {
      const schema = isObject(media) ? media.schema : undefined;
      if (!isObject(schema)) {
        problems.push({
          check: 'closed-body',
          where: `${where} ${mediaType}`,
          message: 'the request body has no schema',
        });
        continue;
      }
      walk(schema, `${where} requestBody ${mediaType}`, new Set());
    }
  }
  return problems;
}

/** Every `schema` value anywhere under `node` (parameters, media types, headers), with its location. */
function collectSchemaRoots(
  node: unknown,
  where: string,
  roots: { schema: unknown; where: string }[],
): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => collectSchemaRoots(item, `${where}/${String(index)}`, roots));
    return;
  }
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const pointer = `${where}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (key === 'schema') roots.push({ schema: value, where: pointer });
    else collectSchemaRoots(value, pointer, roots);
  }
}

/**
 * No schema accepts anything: no `{}` (nor one of annotations only, nor `true`), and no
 * `additionalProperties: true` bags.
 */
export function checkNoOpenSchemas(document: unknown): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const roots: { schema: unknown; where: string }[] = [];
  const components = isObject(document) && isObject(document.components) ? document.components : {};
  if (isObject(components.schemas)) {
    for (const [name, schema] of Object.entries(components.schemas)) {
      roots.push({ schema, where: `#/components/schemas/${name}` });
    }
  }
  for (const key of ['parameters', 'responses', 'requestBodies', 'headers'] as const) {
    collectSchemaRoots(components[key], `#/components/${key}`, roots);
  }
  collectSchemaRoots(isObject(document) ? document.paths : undefined, '#/paths', roots);

  const walk = (schema: unknown, where: string) => {
    if (schema === true) {
      problems.push({
        check: 'open-schema',
        where,
        message: 'the schema `true` accepts anything; write the schema out',
      });
      return;
    }
    if (!isObject(schema)) return;
    if (typeof schema.$ref === 'string') return;
    const constraints = Object.keys(schema).filter(
      (key) => !annotationKeywords.has(key) && !key.startsWith('x-'),
    );
    if (constraints.length === 0) {
      problems.push({
        check: 'open-schema',
        where,
        message: 'an empty schema {} accepts anything; write the schema out',
      });
      return;
    }
    const extra = schema.additionalProperties;
    const isBag = extra === true || (isObject(extra) && Object.keys(extra).length === 0);
    if (isBag) {
      problems.push({
        check: 'open-schema',
        where,
        message: 'additionalProperties: true makes an untyped bag; list the properties',
      });
    }
    forEachSubschema(schema, (subschema, suffix) => {
      // A bag was reported once above; `false` closes the object.
      if (suffix === '/additionalProperties' && (isBag || typeof subschema === 'boolean')) return;
      walk(subschema, `${where}${suffix}`);
    });
  };
  for (const { schema, where } of roots) walk(schema, where);
  return problems;
}

/** All structural checks of a parsed document. */
export function checkDocument(document: unknown): ContractProblem[] {
  return [
    ...checkVersion(document),
    ...checkSpecCalls(document),
    ...checkOperations(document),
    ...checkRequestBodies(document),
    ...checkNoOpenSchemas(document),
  ];
}

const runFile = promisify(execFile);

/**
 * Regenerates the types from `contractPath` into a temporary file with the same openapi-typescript CLI that
 * `npm run gen:api` runs, formats both with the repository's Prettier settings and compares them.
 */
export async function checkGeneratedTypes(
  contractPath: string,
  typesPath: string,
  repositoryRoot = process.cwd(),
): Promise<ContractProblem[]> {
  const where = typesPath;
  const stale = (message: string): ContractProblem[] => [
    { check: 'generated-types', where, message },
  ];
  let committed: string;
  try {
    committed = await readFile(typesPath, 'utf8');
  } catch {
    return stale(`${typesPath} is missing; run npm run gen:api`);
  }
  const directory = await mkdtemp(join(tmpdir(), 'contract-types-'));
  try {
    const generatedPath = join(directory, 'schema.d.ts');
    const cli = join(repositoryRoot, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
    try {
      await runFile(process.execPath, [cli, resolve(contractPath), '-o', generatedPath], {
        cwd: repositoryRoot,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return stale(`openapi-typescript could not generate types: ${reason}`);
    }
    const generated = await readFile(generatedPath, 'utf8');
    const options = (await prettier.resolveConfig(resolve(typesPath))) ?? {};
    const format = (text: string) =>
      prettier.format(text, { ...options, filepath: resolve(typesPath) });
    const [expected, actual] = await Promise.all([format(generated), format(committed)]);
    if (expected !== actual) {
      const expectedLines = expected.split('\n');
      const actualLines = actual.split('\n');
      const firstDifference = expectedLines.findIndex((line, index) => line !== actualLines[index]);
      const line = firstDifference === -1 ? actualLines.length : firstDifference + 1;
      return stale(
        `${typesPath} is stale (first difference at line ${String(line)}); run npm run gen:api`,
      );
    }
    return [];
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
