/**
 * The named envelope codes (`openapi/envelope-codes.ts`) are the contract's `Code` enum, every value named
 * once, and the generator refuses a contract whose names do not match its codes.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { EnvelopeCode } from '@openapi/envelope-codes';
import { parseContract } from '../../server/contract/openapi-document';
import { envelopeCodesSource } from '../../scripts/envelope-codes-source';

async function contract(): Promise<Record<string, unknown>> {
  return parse(await readFile('openapi/portal.yaml', 'utf8')) as Record<string, unknown>;
}

function codeSchemaOf(document: Record<string, unknown>): Record<string, unknown> {
  const components = document.components as { schemas: Record<string, Record<string, unknown>> };
  const code = components.schemas.Code;
  if (code === undefined) throw new Error('no Code schema');
  return code;
}

describe('named envelope codes', () => {
  it('name every code of the contract once, with the numbers DESIGN §8 gives', async () => {
    const codes = codeSchemaOf(await contract()).enum;
    expect(Object.values(EnvelopeCode)).toEqual(codes);
    expect(EnvelopeCode).toMatchObject({
      success: 0,
      sessionExpired: 1000,
      sessionRevoked: 1001,
      legalPersonOnly: 3166,
      invalidRequest: 4000,
      recordNotFound: 4011,
      noRight: 4030,
      conflict: 4090,
      nothingToChange: 4212,
      tooManyRequests: 4290,
    });
  });

  it('cannot be generated when a code has no name', async () => {
    const document = await contract();
    const code = codeSchemaOf(document);
    code['x-enum-varnames'] = (code['x-enum-varnames'] as string[]).slice(1);
    await expect(envelopeCodesSource(parseContract(document, 'test'))).rejects.toThrow(
      /must name every code/,
    );
  });

  it('cannot be generated when two codes share a name', async () => {
    const document = await contract();
    const code = codeSchemaOf(document);
    const names = code['x-enum-varnames'] as string[];
    code['x-enum-varnames'] = names.map((name, index) => (index === 1 ? names[0] : name));
    await expect(envelopeCodesSource(parseContract(document, 'test'))).rejects.toThrow(
      /distinct camelCase/,
    );
  });
});
