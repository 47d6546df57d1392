import { describe, expect, it } from 'vitest';
import {
  checkDocument,
  checkNoOpenSchemas,
  checkOperations,
  checkRequestBodies,
  checkSpecCalls,
  checkVersion,
  type ContractProblem,
} from '../../scripts/contract-checks';
import { node, smallContract } from './small-contract';

function checksOf(problems: ContractProblem[]): string[] {
  return problems.map((problem) => problem.check);
}

describe('the structural checks', () => {
  it('accept a small document that follows every convention', () => {
    const document = smallContract();
    expect(checkVersion(document)).toEqual([]);
    expect(checkOperations(document)).toEqual([]);
    expect(checkRequestBodies(document)).toEqual([]);
    expect(checkNoOpenSchemas(document)).toEqual([]);
  });

  it('refuse a document that is not OpenAPI 3.1', () => {
    const document = smallContract();
    node(document).openapi = '3.0.3';
    expect(checkVersion(document)).toEqual([
      expect.objectContaining({
        check: 'version',
        message: expect.stringContaining('3.0.3') as unknown,
      }),
    ]);
  });

  it('notice a missing spec §7 path and one with another method', () => {
    const document = smallContract();
    const paths = node(document, 'paths');
    paths['/web/login/uuid'] = { post: {} };
    const problems = checkSpecCalls(document);
    expect(problems).toContainEqual(
      expect.objectContaining({
        where: '/web/login/uuid',
        message: expect.stringContaining('must be GET (found POST)') as unknown,
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        where: '/second/entry/file-list',
        message: expect.stringContaining('is missing') as unknown,
      }),
    );
    expect(problems).toHaveLength(25);
    expect(checksOf(checkDocument(document))).toContain('spec-calls');
  });

  it('notice a missing, misnamed or repeated operationId', () => {
    const missing = smallContract();
    delete node(missing, 'paths', '/web/thing/detail', 'get').operationId;
    expect(checkOperations(missing)).toEqual([
      { check: 'operation-id', where: 'GET /web/thing/detail', message: 'has no operationId' },
    ]);

    const misnamed = smallContract();
    node(misnamed, 'paths', '/web/thing/detail', 'get').operationId = 'getThing';
    expect(checkOperations(misnamed)[0]?.message).toBe(
      'operationId getThing should be webThingDetail',
    );

    const repeated = smallContract();
    node(repeated, 'paths', '/primary/thing/update', 'post').operationId = 'webThingDetail';
    expect(checkOperations(repeated)).toContainEqual(
      expect.objectContaining({
        message: 'operationId webThingDetail is also used by GET /web/thing/detail',
      }),
    );
  });

  it('notice an operation without the envelope 200 response', () => {
    const without = smallContract();
    delete node(without, 'paths', '/web/thing/detail', 'get', 'responses')['200'];
    expect(checkOperations(without)).toEqual([
      { check: 'envelope', where: 'GET /web/thing/detail', message: 'has no 200 response' },
    ]);

    const bare = smallContract();
    node(
      bare,
      'paths',
      '/web/thing/detail',
      'get',
      'responses',
      '200',
      'content',
      'application/json',
    ).schema = {
      $ref: '#/components/schemas/Thing',
    };
    expect(checkOperations(bare)[0]?.message).toContain('whose name does not end in "Envelope"');
  });

  it('notice an envelope that is open, incomplete or cannot carry data null', () => {
    const open = smallContract();
    delete node(open, 'components', 'schemas', 'ThingEnvelope').additionalProperties;
    expect(checkOperations(open)[0]?.message).toContain(
      'ThingEnvelope must have additionalProperties: false',
    );

    const incomplete = smallContract();
    node(incomplete, 'components', 'schemas', 'ThingEnvelope').required = ['code', 'data'];
    expect(checkOperations(incomplete)[0]?.message).toContain('ThingEnvelope must require msg');

    const notNull = smallContract();
    node(notNull, 'components', 'schemas', 'ThingEnvelope', 'properties').data = {
      $ref: '#/components/schemas/Thing',
    };
    expect(checkOperations(notNull)[0]?.message).toContain('ThingEnvelope.data must admit null');

    const looseCode = smallContract();
    node(looseCode, 'components', 'schemas', 'ThingEnvelope', 'properties').code = {
      type: 'integer',
    };
    expect(checkOperations(looseCode)[0]?.message).toContain('ThingEnvelope.code must be $ref');
  });

  it('notice a GET without the timestamp parameter', () => {
    const document = smallContract();
    node(document, 'paths', '/web/thing/detail', 'get').parameters = [];
    expect(checkOperations(document)).toEqual([
      {
        check: 'timestamp',
        where: 'GET /web/thing/detail',
        message: 'a GET must list the parameter $ref #/components/parameters/Timestamp',
      },
    ]);
  });

  it('notice a protected operation without x-rights or the 401 response, and rights of the wrong side', () => {
    const noRights = smallContract();
    delete node(noRights, 'paths', '/primary/thing/update', 'post')['x-rights'];
    expect(checkOperations(noRights)).toEqual([
      {
        check: 'rights',
        where: 'POST /primary/thing/update',
        message: 'a protected operation must list x-rights (use [] for any signed-in user)',
      },
    ]);

    const no401 = smallContract();
    delete node(no401, 'paths', '/primary/thing/update', 'post', 'responses')['401'];
    expect(checksOf(checkOperations(no401))).toEqual(['security']);

    const wrongSide = smallContract();
    node(wrongSide, 'paths', '/primary/thing/update', 'post')['x-rights'] = ['domain:apply'];
    expect(checkOperations(wrongSide)[0]?.message).toContain(
      '"domain:apply", not a right of this side',
    );
  });

  it('notice a public operation that forgets security: [] and a protected one that declares it', () => {
    const document = smallContract();
    delete node(document, 'paths', '/web/thing/detail', 'get').security;
    node(document, 'paths', '/primary/thing/update', 'post').security = [];
    const problems = checkOperations(document);
    expect(problems).toContainEqual(
      expect.objectContaining({
        where: 'GET /web/thing/detail',
        message: 'a public operation must declare security: []',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ where: 'POST /primary/thing/update', check: 'security' }),
    );
  });

  it('notice an upload without the 413 response', () => {
    const document = smallContract();
    delete node(document, 'paths', '/second/thing/file-upload', 'post', 'responses')['413'];
    expect(checkOperations(document)).toEqual([
      {
        check: 'upload',
        where: 'POST /second/thing/file-upload',
        message: "an upload must list '413': $ref #/components/responses/PayloadTooLarge",
      },
    ]);
  });

  it('notice an open object anywhere inside a request body, through references and arrays', () => {
    const top = smallContract();
    delete node(top, 'components', 'schemas', 'ThingUpdateRequest').additionalProperties;
    expect(checkRequestBodies(top)).toEqual([
      {
        check: 'closed-body',
        where: '#/components/schemas/ThingUpdateRequest',
        message: 'a request-body object schema must have additionalProperties: false',
      },
    ]);

    const nested = smallContract();
    delete node(nested, 'components', 'schemas', 'ThingLabel').additionalProperties;
    expect(checkRequestBodies(nested).map((problem) => problem.where)).toEqual([
      '#/components/schemas/ThingLabel',
    ]);

    const multipart = smallContract();
    delete node(
      multipart,
      'paths',
      '/second/thing/file-upload',
      'post',
      'requestBody',
      'content',
      'multipart/form-data',
      'schema',
    ).additionalProperties;
    expect(checkRequestBodies(multipart).map((problem) => problem.where)).toEqual([
      'POST /second/thing/file-upload requestBody multipart/form-data',
    ]);
  });

  it('leave response schemas to the envelope rules, not the closed-body rule', () => {
    const document = smallContract();
    delete node(document, 'components', 'schemas', 'Thing').additionalProperties;
    expect(checkRequestBodies(document)).toEqual([]);
  });

  it('notice an empty schema, one of annotations only, and an additionalProperties: true bag', () => {
    const empty = smallContract();
    node(empty, 'components', 'schemas').Anything = {};
    expect(checkNoOpenSchemas(empty)).toEqual([
      {
        check: 'open-schema',
        where: '#/components/schemas/Anything',
        message: 'an empty schema {} accepts anything; write the schema out',
      },
    ]);

    const described = smallContract();
    node(described, 'components', 'schemas', 'Thing', 'properties').name = { description: '名称' };
    expect(checkNoOpenSchemas(described).map((problem) => problem.where)).toEqual([
      '#/components/schemas/Thing/properties/name',
    ]);

    const inParameter = smallContract();
    node(inParameter, 'components', 'parameters', 'Timestamp').schema = {};
    expect(checkNoOpenSchemas(inParameter).map((problem) => problem.where)).toEqual([
      '#/components/parameters/Timestamp/schema',
    ]);

    const bag = smallContract();
    node(bag, 'components', 'schemas', 'Thing').additionalProperties = true;
    expect(checkNoOpenSchemas(bag)).toEqual([
      {
        check: 'open-schema',
        where: '#/components/schemas/Thing',
        message: 'additionalProperties: true makes an untyped bag; list the properties',
      },
    ]);

    const items = smallContract();
    node(items, 'components', 'schemas', 'ThingUpdateRequest', 'properties', 'labels').items = {};
    expect(checkNoOpenSchemas(items).map((problem) => problem.where)).toEqual([
      '#/components/schemas/ThingUpdateRequest/properties/labels/items',
    ]);
  });
});
