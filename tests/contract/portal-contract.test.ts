import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  checkDocument,
  checkSpecCalls,
  isObject,
  listOperations,
  operationIdForPath,
  specCalls,
} from '../../scripts/contract-checks';

const contractUrl = new URL('../../openapi/portal.yaml', import.meta.url);

async function loadContract(): Promise<unknown> {
  return parse(await readFile(contractUrl, 'utf8'));
}

describe('openapi/portal.yaml', () => {
  it('has every call of spec §7 with the fixed method', async () => {
    const document = await loadContract();
    const operations = listOperations(document).map(({ method, path }) => `${method} ${path}`);
    for (const { method, path } of specCalls) {
      expect(operations).toContain(`${method} ${path}`);
    }
    expect(checkSpecCalls(document)).toEqual([]);
  });

  it('lists the spec §7 calls exactly, 25 of them', () => {
    expect(specCalls).toHaveLength(25);
    expect(specCalls).toContainEqual({ method: 'get', path: '/content-config/wall/' });
    expect(specCalls).toContainEqual({ method: 'post', path: '/primary/admin/reset-password' });
    expect(specCalls).toContainEqual({ method: 'post', path: '/second/entry/file-list' });
  });

  it('keeps the operations the server and the client already use', async () => {
    const document = await loadContract();
    const ids = new Map(
      listOperations(document).map(({ where, operation }) => [where, operation.operationId]),
    );
    expect(ids.get('GET /web/login/uuid')).toBe('webLoginUuid');
    expect(ids.get('GET /web/login/out')).toBe('webLoginOut');
    expect(ids.get('GET /web/login/register')).toBe('webLoginRegister');
    expect(ids.get('GET /content-config/wall/')).toBe('contentConfigWall');
  });

  it('names operations by the camelCase of their path', () => {
    expect(operationIdForPath('/web/login/primary/msg-send')).toBe('webLoginPrimaryMsgSend');
    expect(operationIdForPath('/primary/admin/reset-password')).toBe('primaryAdminResetPassword');
    expect(operationIdForPath('/primary/entry-config/list')).toBe('primaryEntryConfigList');
    expect(operationIdForPath('/second/user/detail')).toBe('secondUserDetail');
    expect(operationIdForPath('/content-config/wall/')).toBe('contentConfigWall');
  });

  it('follows every convention of the contract', async () => {
    expect(checkDocument(await loadContract())).toEqual([]);
  });

  it('explains the method of each call whose method the spec leaves open', async () => {
    const document = await loadContract();
    const open = [
      '/primary/entry-config/status',
      '/primary/entry-config/update',
      '/primary/entry-config/delete',
      '/second/entry/file-list',
    ];
    for (const path of open) {
      const operation = listOperations(document).find((candidate) => candidate.path === path);
      expect(operation?.method).toBe('post');
      expect(operation?.operation.description).toMatch(/POST, not/);
    }
  });

  it('describes the workflow states and the rights the server and the machines share', async () => {
    const document = await loadContract();
    const schemas =
      isObject(document) && isObject(document.components) ? document.components.schemas : undefined;
    expect(isObject(schemas)).toBe(true);
    if (!isObject(schemas)) return;
    expect(schemas.ApplicationState).toMatchObject({
      enum: [
        'draft',
        'firstReview',
        'finalReview',
        'approved',
        'rejected',
        'returned',
        'withdrawn',
      ],
    });
    expect(schemas.Right).toMatchObject({
      enum: [
        'admin:manage',
        'content:edit',
        'domain:first-review',
        'domain:final-review',
        'audit:read',
        'domain:apply',
      ],
    });
  });
});
