/**
 * Property-based fuzzing of every operation of the contract (DESIGN §7: bad input gets a clear envelope
 * error, never a crash, never internals, never a change to what is stored). Each operation of
 * `openapi/operation-access.ts` is sent generated requests that are invalid by construction — wrong
 * types, unknown fields, missing required fields, huge strings, deep nesting, odd unicode and null
 * bytes, text that is not JSON, wrong content types, bad query strings — by a signed-in caller who
 * holds the operation's rights (admin for operator operations and public ones, a legal person for
 * `second/…`) and by a visitor.
 *
 * Every answer must be below HTTP 500 and be an error envelope (or the documented 401/413 answer,
 * which are envelopes too) whose Chinese message gives nothing internal away; the server must still
 * answer afterwards, and every table must hold exactly what it held before.
 *
 * Every request carries at least one violation the contract's validator must catch before a handler
 * runs (an unknown query parameter, a bad `t`, an unknown or missing field, a wrong type, a body that
 * is not JSON or not of the declared media type), so any success answer is itself a finding.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableConfig, type PgTable, PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import * as fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessOperationId,
  type OperationAccess,
  operationAccess,
} from '@openapi/operation-access';
import * as schema from '../../server/db/schema';
import { buildTestApp, ManualClock } from '../support/server-app';
import { api, signInCorporate, signInOperator } from '../support/server-auth';

/** Fixed, so a failure can be replayed; fast-check prints it (with the failing path) on failure. */
const seed = 20_261_124;
const numRuns = 30;

// ── the contract's request bodies ────────────────────────────────────────────────────────────────

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';

interface BodyShape {
  /** No request body at all in the contract: any body is refused. */
  readonly none: boolean;
  readonly properties: ReadonlyMap<string, readonly JsonType[] | null>;
  readonly required: readonly string[];
}

const contract = parseYaml(
  readFileSync(path.resolve(import.meta.dirname, '../../openapi/portal.yaml'), 'utf8'),
) as Record<string, unknown>;

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function resolved(schemaObject: unknown): Record<string, unknown> {
  let current = asRecord(schemaObject);
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops += 1) {
    const target = current.$ref.replace(/^#\//, '').split('/');
    current = asRecord(target.reduce<unknown>((node, key) => asRecord(node)[key], contract));
  }
  return current;
}

function typesOf(schemaObject: unknown): readonly JsonType[] | null {
  const { type } = resolved(schemaObject);
  if (typeof type === 'string') return [type as JsonType];
  if (Array.isArray(type)) return type as JsonType[];
  return null;
}

function bodyShapeOf(access: OperationAccess): BodyShape {
  const pathItem = asRecord(asRecord(contract.paths)[access.path]);
  const operation = asRecord(pathItem[access.method.toLowerCase()]);
  const content = asRecord(resolved(operation.requestBody).content);
  const mediaSchema = asRecord(
    content['application/json'] ?? content['multipart/form-data'],
  ).schema;
  if (mediaSchema === undefined) return { none: true, properties: new Map(), required: [] };
  const body = resolved(mediaSchema);
  const properties = new Map(
    Object.entries(asRecord(body.properties)).map(([name, value]) => [name, typesOf(value)]),
  );
  const required = Array.isArray(body.required) ? body.required.map(String) : [];
  return { none: false, properties, required };
}

/** The query parameters the contract declares for the operation, `t` aside. */
function queryParameterNamesOf(access: OperationAccess): string[] {
  const pathItem = asRecord(asRecord(contract.paths)[access.path]);
  const operation = asRecord(pathItem[access.method.toLowerCase()]);
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  return parameters
    .map((parameter) => resolved(parameter))
    .filter((parameter) => parameter.in === 'query' && parameter.name !== 't')
    .map((parameter) => String(parameter.name));
}

// ── generators ───────────────────────────────────────────────────────────────────────────────────

const oddStrings: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u202d',
  '\ufeff',
  '\uffff\ufffe',
  '𝕏𝔶𝔷🧨👩‍👩‍👧‍👦',
  'Z̴̡̛̖̗a̸̱̓l̵̰̈́g̴̝̔o̵̞͘',
  '江苏\u200b省\u2028\u2029',
  '../../../../etc/passwd',
  "' OR '1'='1'; DROP TABLE sessions; --",
  '${7*7}{{7*7}}<%= 7*7 %>',
  '<script>alert(1)</script>',
  '%00%0d%0a',
  '\r\nSet-Cookie: x=1',
  '-1',
  '1e400',
  'NaN',
  '__proto__',
];

const weirdString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...oddStrings), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 3 },
  // Long, and longer than any `maxLength` of the contract (rich text allows 200 000 characters).
  {
    arbitrary: fc.constantFrom(5_000, 200_001).map((length) => '长'.repeat(length)),
    weight: 1,
  },
);

/** Any JSON, weird strings and awkward numbers included. */
const weirdJson: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    weirdString,
    fc.constantFrom<Json>(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2 ** 31,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_VALUE,
    ),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(weirdString, tie('value'), { maxKeys: 3 }),
  ),
})).value;

function wrongValueFor(types: readonly JsonType[]): fc.Arbitrary<Json> {
  const candidates: Array<readonly [JsonType, Json]> = [
    ['string', '江苏'],
    ['integer', 7],
    ['number', 0.5],
    ['boolean', true],
    ['array', ['x', 1]],
    ['object', { x: 1 }],
    ['null', null],
  ];
  const accepts = (type: JsonType) =>
    types.includes(type) ||
    (type === 'integer' && types.includes('number')) ||
    (type === 'number' && types.includes('integer'));
  const wrong = candidates.filter(([type]) => !accepts(type)).map(([, value]) => value);
  return fc.constantFrom(...wrong);
}

function unknownFieldName(shape: BodyShape): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.constantFrom('unknownField', 'isAdmin', 'rights', 'userType', 'status', 'constructor'),
      weirdString,
    )
    .filter((name) => !shape.properties.has(name) && name !== '__proto__');
}

/** Known fields with arbitrary values, as a base the invalid part is added to. */
function knownFields(shape: BodyShape): fc.Arbitrary<Partial<Record<string, Json>>> {
  const names = [...shape.properties.keys()];
  if (names.length === 0) return fc.constant({});
  return fc.record(Object.fromEntries(names.map((name) => [name, weirdJson])), {
    requiredKeys: [],
  });
}

interface FuzzRequest {
  readonly kind: string;
  readonly method: 'GET' | 'POST' | 'PUT';
  /** Appended to the operation's path. */
  readonly query: string;
  readonly contentType: string | null;
  readonly payload: string | Buffer | null;
}

function jsonRequest(kind: string, body: unknown, query = '?t=1'): Omit<FuzzRequest, 'method'> {
  return { kind, query, contentType: 'application/json', payload: JSON.stringify(body) };
}

/**
 * Values of `t` the validator must refuse. Left out: `t=1e400`, which Ajv's string-to-integer
 * coercion turns into Infinity and accepts (`t` has no maximum and is never read, so it is harmless;
 * reported rather than hidden).
 */
const invalidTimestamp = fc.constantFrom(
  '?t=abc',
  '?t=-5',
  '?t=1.5',
  '?t=',
  '?t=%00',
  '?t[]=1&t[]=2',
  '?t=1&t=x',
  '?t=%ZZ',
);

/** Every byte percent-encoded (lone surrogates become U+FFFD, as a browser would send them). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)
    .join('');
}

/** A query string with at least one parameter the contract does not declare, or a bad `t`. */
const badQuery: fc.Arbitrary<string> = fc.oneof(
  invalidTimestamp,
  fc.constantFrom(
    '?t=1&__proto__[admin]=1',
    '?t=1&constructor[prototype][admin]=1',
    '?t=1&hasOwnProperty=1',
    '?t=1&%=%',
    '?t=1&a=%E0%A4%A',
    '?t=1&a=%C0%AE%C0%AE',
    '?t=1&a=%00',
    '?t=1&=&&=x',
    '?t=1&;a=1',
    '?t=1&a=' + 'x'.repeat(100_000),
  ),
  fc
    .tuple(weirdString, weirdString)
    .map(([key, value]) => `?t=1&${percentEncoded(key)}x=${percentEncoded(value)}`),
);

const notJson: readonly string[] = [
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  'NaN',
  'undefined',
  '{"a":01}',
  '[1,2',
  '\u0000',
  '{"a":"\\u12"}',
  '{"a":"line\nbreak"}',
  '<xml/>',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
];

function deepNesting(depth: number, key: string): string {
  return `{"${key}":${'['.repeat(depth)}1${']'.repeat(depth)}}`;
}

/** Requests with a body, for operations that take one (and for those that take none). */
function bodyRequests(shape: BodyShape): fc.Arbitrary<Omit<FuzzRequest, 'method'>> {
  const propertyNames = [...shape.properties.keys()];
  const typedNames = propertyNames.filter((name) => shape.properties.get(name) !== null);
  const arbitraries: Array<fc.Arbitrary<Omit<FuzzRequest, 'method'>>> = [
    // Not an object at all (null is left out: it means "no body", which some operations accept).
    fc
      .oneof(weirdString, fc.integer(), fc.boolean(), fc.array(weirdJson, { maxLength: 3 }))
      .map((body) => jsonRequest('not an object', body)),
    // An unknown field beside arbitrary known ones.
    fc
      .tuple(knownFields(shape), unknownFieldName(shape), weirdJson)
      .map(([known, name, value]) => jsonRequest('unknown field', { ...known, [name]: value })),
    // Text that is not JSON at all, or JSON the parser must refuse.
    fc
      .oneof(
        fc.constantFrom(...notJson),
        fc.string({ unit: 'binary', maxLength: 30 }).filter((text) => {
          try {
            JSON.parse(text);
            return false;
          } catch {
            return true;
          }
        }),
      )
      .map((text) => ({
        kind: 'not JSON',
        query: '?t=1',
        contentType: 'application/json',
        payload: text,
      })),
    // Bytes that are not UTF-8.
    fc.constant({
      kind: 'not UTF-8',
      query: '?t=1',
      contentType: 'application/json; charset=utf-8',
      payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
    }),
    // Deep nesting, in a known field when there is one.
    fc
      .tuple(
        fc.constantFrom(64, 2_000, 20_000),
        propertyNames.length > 0 ? fc.constantFrom(...propertyNames) : fc.constant('deep'),
      )
      .map(([depth, key]) => ({
        kind: 'deep nesting',
        query: '?t=1',
        contentType: 'application/json',
        payload: deepNesting(depth, key),
      })),
    // Over the body limit: the documented 413.
    fc.constant({
      kind: 'over the size limit',
      query: '?t=1',
      contentType: 'application/json',
      payload: JSON.stringify({ huge: 'x'.repeat(1_100_000) }),
    }),
    // A JSON-looking body under another media type.
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=----fuzz',
          'multipart/form-data',
          'application/json; charset=utf-16',
          'application/vnd.api+json',
          'application/json\u0000',
          '*/*',
          'application/json, text/plain',
        ),
        fc.constantFrom(
          '{"unknownField":1}',
          'a=1&b=2',
          '------fuzz\r\nContent-Disposition: form-data; name="file"; filename="x.txt"\r\n\r\nx\r\n------fuzz--\r\n',
          '------fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
        ),
      )
      .map(([contentType, payload]) => ({
        kind: `content type ${contentType}`,
        query: '?t=1&unknownParameter=1',
        contentType,
        payload,
      })),
    // No content type at all.
    fc.constant({
      kind: 'no content type',
      query: '?t=1&unknownParameter=1',
      contentType: null,
      payload: '{"unknownField":1}',
    }),
    // A valid-looking body behind a bad query string.
    fc
      .tuple(knownFields(shape), badQuery)
      .map(([known, query]) => jsonRequest('bad query string', known, query)),
  ];
  if (propertyNames.length > 0) {
    // A null character in one known field, nothing else wrong: PostgreSQL text cannot hold it.
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...propertyNames), fc.constantFrom('\u0000', 'a\u0000b', ['\u0000']))
        .map(([name, value]) => jsonRequest(`null character in ${name}`, { [name]: value })),
    );
  }
  if (typedNames.length > 0) {
    // A known field of the wrong type, the others arbitrary.
    arbitraries.push(
      fc
        .constantFrom(...typedNames)
        .chain((name) =>
          fc
            .tuple(knownFields(shape), wrongValueFor(shape.properties.get(name) ?? []))
            .map(([known, wrong]) =>
              jsonRequest(`wrong type (${name})`, { ...known, [name]: wrong }),
            ),
        ),
    );
  }
  if (shape.required.length > 0) {
    // A required field left out, the others arbitrary.
    arbitraries.push(
      fc.constantFrom(...shape.required).chain((name) =>
        knownFields(shape).map((known) => {
          const { [name]: _left, ...rest } = known;
          return jsonRequest(`missing ${name}`, rest);
        }),
      ),
    );
  }
  return fc.oneof(...arbitraries);
}

function requestsFor(access: OperationAccess): fc.Arbitrary<FuzzRequest> {
  const method = access.method === 'GET' ? 'GET' : access.method === 'PUT' ? 'PUT' : 'POST';
  if (method === 'GET') {
    const parameterNames = queryParameterNamesOf(access);
    const getRequests = fc.oneof(
      // A null character in one declared parameter, nothing else wrong.
      fc
        .tuple(
          fc.constantFrom(...parameterNames, 'unknownParameter'),
          fc.constantFrom('%00', 'a%00b', '%00%00'),
        )
        .map(([name, value]) => ({
          kind: `null character in ${name}`,
          query: `?t=1&${name}=${value}`,
          contentType: null,
          payload: null,
        })),
      badQuery.map((query) => ({
        kind: 'bad query string',
        query,
        contentType: null,
        payload: null,
      })),
      // A GET with a body (and a bad query, so that is not the only thing wrong).
      fc.tuple(badQuery, weirdJson).map(([query, body]) => ({
        kind: 'GET with a body',
        query,
        contentType: 'application/json',
        payload: JSON.stringify(body),
      })),
    );
    return getRequests.map((request) => ({ ...request, method }));
  }
  return bodyRequests(bodyShapeOf(access)).map((request) => ({ ...request, method }));
}

// ── what every answer must look like ─────────────────────────────────────────────────────────────

/** Wording that only comes from the inside: stacks, source files, SQL, libraries, English errors. */
const internalWording =
  /\bat\s+\S+\s+\(|\.(ts|js|mjs|cjs):\d+|node_modules|\b(Type|Reference|Syntax|Range)Error\b|Error:|Unexpected token|\bstack\b|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|relation "|duplicate key|violates|postgres|pglite|drizzle|\bajv\b|fastify|FST_|\bmust (have|NOT|be|match)\b|undefined|\bnull\b|\[object /i;

const cjk = /[\u4e00-\u9fff]/;

function problemsWith(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`HTTP ${String(response.statusCode)}`);
  if (![200, 401, 404, 413].includes(response.statusCode)) {
    problems.push(`unexpected HTTP ${String(response.statusCode)}`);
  }
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return [...problems, `not JSON: ${response.body.slice(0, 200)}`];
  }
  const envelope = asRecord(body);
  const { code, msg, data } = envelope;
  if (typeof code !== 'number' || typeof msg !== 'string' || data !== null) {
    return [...problems, `not an error envelope: ${response.body.slice(0, 200)}`];
  }
  if (Object.keys(envelope).length !== 3) problems.push(`extra envelope fields: ${response.body}`);
  if (code === 0) problems.push('accepted an invalid request');
  if (code >= 5000) problems.push(`code ${String(code)}`);
  if (response.statusCode === 401 && code !== 4010) problems.push(`401 with code ${String(code)}`);
  if (response.statusCode === 413 && code !== 4130) problems.push(`413 with code ${String(code)}`);
  if (!cjk.test(msg)) problems.push(`msg not in Chinese: ${msg}`);
  if (internalWording.test(msg)) problems.push(`internal wording in msg: ${msg}`);
  return problems;
}

// ── what is stored ───────────────────────────────────────────────────────────────────────────────

/**
 * Columns that change on every signed-in call by design, so they are left out of the snapshot:
 * - `sessions.last_seen_at` and `sessions.expires_at`: the idle timeout slides forward with each call
 *   a session makes, refused or not (the caller was active); the rest of each session row — who it
 *   belongs to, whether and why it was revoked — stays in the snapshot.
 * No table is left out: the SMS and login rate limits are counted from `sms_codes` and the operators'
 * failed attempts, which only the login handlers write, and no fuzzed request reaches a handler.
 */
const volatileColumns: Readonly<Record<string, readonly string[]>> = {
  sessions: ['last_seen_at', 'expires_at'],
};

const tables: ReadonlyArray<readonly [string, PgTable]> = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTableClass))
  .map((table) => [getTableConfig(table).name, table] as const);

type Snapshot = Record<string, { rows: number; hash: string }>;

async function snapshot(app: FastifyInstance): Promise<Snapshot> {
  const result: Snapshot = {};
  for (const [name, table] of tables) {
    const rows = (await app.db.select().from(table)) as Array<Record<string, unknown>>;
    const left = new Set(
      (volatileColumns[name] ?? []).map((column) =>
        column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase()),
      ),
    );
    const lines = rows
      .map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !left.has(column))))
      .sort();
    result[name] = {
      rows: rows.length,
      hash: createHash('sha256').update(lines.join('\n')).digest('hex'),
    };
  }
  return result;
}

// ── the run ──────────────────────────────────────────────────────────────────────────────────────

const operations = Object.entries(operationAccess) as Array<[AccessOperationId, OperationAccess]>;

describe('every operation of the contract, fuzzed with invalid requests', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-23T02:00:00.000Z');
  let adminToken = '';
  let corporateToken = '';
  let before: Snapshot = {};
  let requestsSent = 0;
  const answers = new Map<string, number>();

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    adminToken = (await signInOperator(app, clock, 'admin')).token;
    corporateToken = (await signInCorporate(app)).token;
    before = await snapshot(app);
  });

  afterAll(async () => {
    console.log(
      `contract fuzz: ${String(requestsSent)} requests to ${String(operations.length)} operations (seed ${String(seed)}, ${String(numRuns)} runs per operation and caller); answers: ${[...answers].map(([answer, count]) => `${answer} ×${String(count)}`).join(', ')}`,
    );
    await app.close();
  });

  async function send(
    access: OperationAccess,
    request: FuzzRequest,
    token: string | null,
  ): Promise<LightMyRequestResponse> {
    requestsSent += 1;
    const headers: Record<string, string> = {};
    if (token !== null) headers['user-token'] = token;
    if (request.contentType !== null) headers['content-type'] = request.contentType;
    const options: InjectOptions = {
      method: request.method,
      url: `${api}${access.path}${request.query}`,
      headers,
      ...(request.payload === null ? {} : { payload: request.payload }),
    };
    return app.inject(options);
  }

  it('covers every operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(tables.length).toBeGreaterThan(20);
  });

  it.each(operations)('%s refuses invalid requests cleanly', async (_id, access) => {
    const callers: Array<readonly [string, string | null]> = [
      ['visitor', null],
      [
        access.side === 'second' ? 'legal person' : 'admin',
        access.side === 'second' ? corporateToken : adminToken,
      ],
    ];
    for (const [callerName, token] of callers) {
      await fc.assert(
        fc.asyncProperty(requestsFor(access), async (request) => {
          const response = await send(access, request, token);
          const answer = `HTTP ${String(response.statusCode)} ${String(asRecord(response.json()).code)}`;
          answers.set(answer, (answers.get(answer) ?? 0) + 1);
          const problems = problemsWith(response);
          if (problems.length > 0) {
            throw new Error(`${callerName}, ${request.kind}: ${problems.join('; ')}`);
          }
        }),
        { seed, numRuns },
      );
    }
    // Still answering, and answering correctly.
    const wall = await app.inject({ method: 'GET', url: `${api}/content-config/wall/?t=1` });
    expect(wall.statusCode).toBe(200);
    expect(asRecord(wall.json()).code).toBe(0);
  });

  it('left every stored row as it was', async () => {
    expect(await snapshot(app)).toEqual(before);
  });
});
