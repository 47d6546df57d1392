/**
 * `POST primary/entry-config/new`: a new material for a domain's applicants. Its name is unique within
 * the domain (4090 otherwise); without a sort order it goes after the domain's last one.
 */
import { defineHandler } from '../../contract/operation-handler';
import { entryConfigs } from '../../db/schema';
import { ok } from '../../http/envelope';
import { recordOperation } from '../../kernel/operation-log/record-operation';
import {
  assertDomainExists,
  assertNameFree,
  entryConfigDescription,
  entryConfigName,
  nextSortOrder,
} from './entry-config-fields';
import { findEntryConfig, toEntryConfig } from './entry-config-record';
import { orderedFileTypes } from '../../kernel/upload-check/file-types';

export const primaryEntryConfigNew = defineHandler(
  'primaryEntryConfigNew',
  async ({ body }, { db, clock, request }) => {
    const operator = request.requireOperator();
    const name = entryConfigName(body.name);
    const description = entryConfigDescription(body.description ?? '');
    const now = clock.now();

    const row = await db.transaction(async (tx) => {
      await assertDomainExists(tx, body.domainId);
      await assertNameFree(tx, body.domainId, name, null);
      const [inserted] = await tx
        .insert(entryConfigs)
        .values({
          domainId: body.domainId,
          name,
          description,
          required: body.required,
          allowedTypes: orderedFileTypes(body.allowedTypes),
          maxSizeBytes: body.maxSizeBytes,
          enabled: body.enabled ?? true,
          sortOrder: body.sortOrder ?? (await nextSortOrder(tx, body.domainId)),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: entryConfigs.id });
      if (inserted === undefined) throw new Error('the new entry config was not returned');
      await recordOperation(tx, {
        actor: { userId: operator.userId, name: operator.name },
        action: 'entryConfigCreate',
        target: { type: 'entryConfig', id: inserted.id, label: name },
        detail: `新增入驻材料“${name}”`,
        ip: request.ip,
        at: now,
      });
      return findEntryConfig(tx, inserted.id);
    });
    return ok(toEntryConfig(row), '入驻材料配置已新增');
  },
);
