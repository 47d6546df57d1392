/**
 * A small contract of its own, for testing the contract plugin with kinds of operations the real
 * contract may not hold yet (JSON bodies, path parameters, protected and unimplemented operations),
 * plus its handlers. Written like the real one: envelopes, `additionalProperties: false` bodies.
 */
import { isJsonObject } from '../../server/contract/json-object';
import type { OperationHandler } from '../../server/contract/operation-handler';
import { ok } from '../../server/http/envelope';
import { AppError } from '../../server/http/app-error';

const envelope = (data: object) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  additionalProperties: false,
  properties: { code: { $ref: '#/components/schemas/Code' }, msg: { type: 'string' }, data },
});

const jsonResponse = (schemaRef: string) => ({
  '200': {
    description: 'ok',
    content: { 'application/json': { schema: { $ref: schemaRef } } },
  },
});

export const miniContract = {
  openapi: '3.1.0',
  info: { title: 'mini', version: '1.0.0' },
  security: [{ UserToken: [] }],
  paths: {
    '/test/accounts': {
      post: {
        operationId: 'testCreateAccount',
        security: [],
        requestBody: { $ref: '#/components/requestBodies/NewAccount' },
        responses: jsonResponse('#/components/schemas/AccountEnvelope'),
      },
    },
    '/test/accounts/{id}': {
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
      ],
      get: {
        operationId: 'testAccountDetail',
        security: [],
        parameters: [{ $ref: '#/components/parameters/Timestamp' }],
        responses: jsonResponse('#/components/schemas/AccountEnvelope'),
      },
    },
    '/test/accounts/list': {
      get: {
        operationId: 'testAccountList',
        security: [],
        parameters: [
          {
            name: 'pageSize',
            in: 'query',
            schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
          },
          {
            name: 'status',
            in: 'query',
            schema: { type: 'string', enum: ['enabled', 'disabled'] },
          },
        ],
        responses: jsonResponse('#/components/schemas/PageSizeEnvelope'),
      },
    },
    '/test/protected': {
      post: {
        operationId: 'testProtected',
        'x-rights': ['admin:manage'],
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', properties: {} } } },
        },
        responses: jsonResponse('#/components/schemas/ErrorEnvelope'),
      },
    },
    '/test/unimplemented': {
      get: {
        operationId: 'testUnimplemented',
        security: [],
        responses: jsonResponse('#/components/schemas/ErrorEnvelope'),
      },
    },
    '/test/failure': {
      get: {
        operationId: 'testFailure',
        security: [],
        responses: jsonResponse('#/components/schemas/ErrorEnvelope'),
      },
    },
    '/test/off-contract': {
      get: {
        operationId: 'testOffContract',
        security: [],
        responses: jsonResponse('#/components/schemas/PageSizeEnvelope'),
      },
    },
    '/test/unknown-code': {
      get: {
        operationId: 'testUnknownCode',
        security: [],
        responses: jsonResponse('#/components/schemas/ErrorEnvelope'),
      },
    },
    '/test/missing-record': {
      get: {
        operationId: 'testMissingRecord',
        security: [],
        responses: jsonResponse('#/components/schemas/ErrorEnvelope'),
      },
    },
  },
  components: {
    securitySchemes: { UserToken: { type: 'apiKey', in: 'header', name: 'User-Token' } },
    parameters: {
      Timestamp: {
        name: 't',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 0 },
      },
    },
    requestBodies: {
      NewAccount: {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/NewAccount' } } },
      },
    },
    schemas: {
      Code: { type: 'integer', enum: [0, 4000, 4010, 4011, 4040, 4130, 5000, 5010] },
      ErrorEnvelope: envelope({ type: 'null' }),
      NewAccount: {
        type: 'object',
        required: ['account', 'password'],
        additionalProperties: false,
        properties: {
          account: { type: 'string', minLength: 1, maxLength: 20 },
          password: { type: 'string', minLength: 1 },
          role: { type: 'string', enum: ['admin', 'reviewer'], default: 'reviewer' },
          // Written without additionalProperties: the plugin treats it as closed all the same.
          profile: {
            type: 'object',
            properties: { phone: { type: 'string', pattern: '^1\\d{10}$' } },
          },
          tags: { type: 'array', maxItems: 3, items: { type: 'string' } },
        },
      },
      Account: {
        type: 'object',
        required: ['id', 'account', 'role'],
        additionalProperties: false,
        properties: {
          id: { type: 'integer' },
          account: { type: 'string' },
          role: { type: 'string' },
        },
      },
      AccountEnvelope: envelope({
        anyOf: [{ $ref: '#/components/schemas/Account' }, { type: 'null' }],
      }),
      PageSizeEnvelope: envelope({
        anyOf: [
          {
            type: 'object',
            required: ['pageSize'],
            properties: { pageSize: { type: 'integer' }, status: { type: 'string' } },
          },
          { type: 'null' },
        ],
      }),
    },
  },
};

function field(value: unknown, key: string): unknown {
  return isJsonObject(value) ? value[key] : undefined;
}

export const miniContractHandlers: readonly OperationHandler[] = [
  {
    operationId: 'testCreateAccount',
    handle: ({ body }) =>
      Promise.resolve(ok({ id: 1, account: field(body, 'account'), role: field(body, 'role') })),
  },
  {
    operationId: 'testAccountDetail',
    handle: ({ params }) => Promise.resolve(ok({ id: params.id, account: 'admin', role: 'admin' })),
  },
  {
    operationId: 'testAccountList',
    handle: ({ query }) => Promise.resolve(ok({ pageSize: query.pageSize, status: query.status })),
  },
  {
    operationId: 'testProtected',
    handle: () => Promise.resolve(ok(null)),
  },
  {
    operationId: 'testFailure',
    handle: () => Promise.reject(new Error('database connection lost at /srv/secret/path')),
  },
  {
    operationId: 'testOffContract',
    handle: () => Promise.resolve(ok({ pageSize: 'ten', extra: true })),
  },
  {
    operationId: 'testUnknownCode',
    handle: () => Promise.reject(new AppError(4999, '契约中没有的状态码')),
  },
  {
    operationId: 'testMissingRecord',
    handle: () => Promise.reject(new AppError(4011, '记录不存在')),
  },
];
