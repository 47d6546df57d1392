/**
 * `GET web/domain/detail`: a data domain with its entry requirements — the ENABLED entry configs, in
 * their set order — which are the materials an application to it must carry, and its current
 * commitment (承诺书), which a submission must accept.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { domainCommitments, domains, entryConfigs } from '../../db/schema';
import { ok } from '../../http/envelope';
import { recordNotFound } from '../../http/record-not-found';
import { orderedFileTypes } from '../../kernel/upload-check/file-types';
import { domainSummaryColumns } from './domain-summary';

export const webDomainDetail = defineHandler('webDomainDetail', async ({ query }, { db }) => {
  const [domain] = await db
    .select({ ...domainSummaryColumns, description: domains.description })
    .from(domains)
    .where(eq(domains.id, query.id));
  if (domain === undefined) throw recordNotFound('数据专区');

  const requirements = await db
    .select({
      id: entryConfigs.id,
      name: entryConfigs.name,
      description: entryConfigs.description,
      required: entryConfigs.required,
      allowedTypes: entryConfigs.allowedTypes,
      maxSizeBytes: entryConfigs.maxSizeBytes,
    })
    .from(entryConfigs)
    .where(and(eq(entryConfigs.domainId, domain.id), eq(entryConfigs.enabled, true)))
    .orderBy(asc(entryConfigs.sortOrder), asc(entryConfigs.createdAt), asc(entryConfigs.id));

  const [commitment] = await db
    .select({ version: domainCommitments.version, body: domainCommitments.body })
    .from(domainCommitments)
    .where(eq(domainCommitments.domainId, domain.id))
    .orderBy(desc(domainCommitments.version))
    .limit(1);

  return ok({
    ...domain,
    commitment: commitment ?? null,
    requirements: requirements.map((requirement) => ({
      ...requirement,
      allowedTypes: orderedFileTypes(requirement.allowedTypes),
    })),
  });
});
