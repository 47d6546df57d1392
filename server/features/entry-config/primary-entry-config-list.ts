/** `POST primary/entry-config/list`: every entry config of one domain, enabled or not, in display order. */
import { asc, eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { domains, entryConfigs } from '../../db/schema';
import { ok } from '../../http/envelope';
import { recordNotFound } from '../../http/record-not-found';
import { entryConfigColumns, toEntryConfig } from './entry-config-record';

export const primaryEntryConfigList = defineHandler(
  'primaryEntryConfigList',
  async ({ body }, { db, request }) => {
    request.requireOperator();
    const [domain] = await db
      .select({ id: domains.id })
      .from(domains)
      .where(eq(domains.id, body.domainId));
    if (domain === undefined) throw recordNotFound('数据专区');
    const rows = await db
      .select(entryConfigColumns)
      .from(entryConfigs)
      .where(eq(entryConfigs.domainId, domain.id))
      .orderBy(asc(entryConfigs.sortOrder), asc(entryConfigs.createdAt), asc(entryConfigs.id));
    return ok({ domainId: domain.id, list: rows.map(toEntryConfig) });
  },
);
