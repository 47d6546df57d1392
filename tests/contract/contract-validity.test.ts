import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkContractFile } from '../../scripts/check-contract';
import { checkGeneratedTypes, validateOpenApi } from '../../scripts/contract-checks';
import { smallContractSource } from './small-contract';

describe('OpenAPI validity (Redocly recommended rules, offline)', () => {
  it('accepts the portal contract and the small fixture', async () => {
    const portal = await readFile(new URL('../../openapi/portal.yaml', import.meta.url), 'utf8');
    expect(await validateOpenApi(portal, 'openapi/portal.yaml')).toEqual([]);
    expect(await validateOpenApi(smallContractSource, 'small.yaml')).toEqual([]);
  });

  it('reports an operation without a summary and a reference to nothing', async () => {
    const broken = smallContractSource
      .replace('      summary: 事物详情\n', '')
      .replace("$ref: '#/components/schemas/ThingLabel'", "$ref: '#/components/schemas/Missing'");
    const rules = (await validateOpenApi(broken, 'broken.yaml')).map((problem) => problem.check);
    expect(rules).toContain('openapi:operation-summary');
    expect(rules).toContain('openapi:no-unresolved-refs');
  });

  it('reports a document that is not OpenAPI at all', async () => {
    const problems = await validateOpenApi('title: 不是接口文档\n', 'other.yaml');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.check).toMatch(/^openapi/);
  });
});

describe('the generated types', () => {
  let directory = '';
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'contract-test-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('match the committed openapi/schema.d.ts', async () => {
    expect(await checkGeneratedTypes('openapi/portal.yaml', 'openapi/schema.d.ts')).toEqual([]);
  });

  it('are reported stale when the contract changed after the last generation', async () => {
    const contract = join(directory, 'portal.yaml');
    const types = join(directory, 'schema.d.ts');
    await writeFile(contract, smallContractSource.replace('maxLength: 50', 'maxLength: 60'));
    await writeFile(types, await readFile('openapi/schema.d.ts', 'utf8'));
    const problems = await checkGeneratedTypes(contract, types);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(
      /is stale \(first difference at line \d+\); run npm run gen:api/,
    );
  });

  it('are reported missing when there is no generated file', async () => {
    const problems = await checkGeneratedTypes(
      'openapi/portal.yaml',
      join(directory, 'absent.d.ts'),
    );
    expect(problems[0]?.message).toContain('is missing; run npm run gen:api');
  });
});

describe('npm run check:api', () => {
  it('passes the portal contract and counts its operations', async () => {
    const result = await checkContractFile();
    expect(result.problems).toEqual([]);
    expect(result.operationCount).toBeGreaterThanOrEqual(70);
  });

  it('reports every kind of problem of a broken contract in one run', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'contract-command-'));
    try {
      const contract = join(directory, 'portal.yaml');
      const types = join(directory, 'schema.d.ts');
      const broken = smallContractSource
        .replace('      summary: 事物详情\n', '')
        .replace(
          '    ThingLabel:\n      type: object\n      required: [text]\n      additionalProperties: false\n',
          '    ThingLabel:\n      type: object\n      required: [text]\n',
        );
      await writeFile(contract, broken);
      await writeFile(types, 'export type paths = Record<string, never>;\n');
      const { problems, operationCount } = await checkContractFile(contract, types);
      const checks = new Set(problems.map((problem) => problem.check));
      expect(operationCount).toBe(3);
      expect([...checks]).toEqual(
        expect.arrayContaining([
          'openapi:operation-summary',
          'spec-calls',
          'summary',
          'closed-body',
          'generated-types',
        ]),
      );
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('reports a file that is not YAML', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'contract-command-'));
    try {
      const contract = join(directory, 'portal.yaml');
      await writeFile(contract, 'openapi: [3.1.0\n');
      const { problems } = await checkContractFile(contract, join(directory, 'schema.d.ts'));
      expect(problems).toHaveLength(1);
      expect(problems[0]?.check).toBe('yaml');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
