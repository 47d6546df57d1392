/**
 * `GET web/home/statistics`: the home page's key figures, computed from the stored data at the time of
 * the call. An application counts as received once submitted (it has a first submission time); the
 * approval rate and the median review time are over the finally decided ones (approved or rejected),
 * and are null while there are none.
 */
import { count, countDistinct, inArray, isNotNull, and, sql } from 'drizzle-orm';
import { defineHandler } from '../../contract/operation-handler';
import { dataProducts, dataResources, domainApplications } from '../../db/schema';
import { ok } from '../../http/envelope';

const decided = inArray(domainApplications.state, ['approved', 'rejected']);

const reviewHours = sql`extract(epoch from (${domainApplications.decidedAt} - ${domainApplications.firstSubmittedAt})) / 3600`;

const nullableNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export const webHomeStatistics = defineHandler(
  'webHomeStatistics',
  async (_input, { db, clock }) => {
    const [resources] = await db
      .select({ resourceCount: count(), providerCount: countDistinct(dataResources.provider) })
      .from(dataResources);
    const [products] = await db.select({ productCount: count() }).from(dataProducts);
    const [applications] = await db
      .select({
        applicationCount: count(),
        approvedCount:
          sql`count(*) filter (where ${domainApplications.state} = 'approved')`.mapWith(Number),
        decidedCount: sql`count(*) filter (where ${decided})`.mapWith(Number),
        medianReviewHours:
          sql`percentile_cont(0.5) within group (order by ${reviewHours}) filter (where ${and(
            decided,
            isNotNull(domainApplications.decidedAt),
          )})`.mapWith(nullableNumber),
      })
      .from(domainApplications)
      .where(isNotNull(domainApplications.firstSubmittedAt));

    const approvedCount = applications?.approvedCount ?? 0;
    const decidedCount = applications?.decidedCount ?? 0;
    const median = applications?.medianReviewHours ?? null;
    return ok({
      resourceCount: resources?.resourceCount ?? 0,
      productCount: products?.productCount ?? 0,
      providerCount: resources?.providerCount ?? 0,
      applicationCount: applications?.applicationCount ?? 0,
      approvedCount,
      approvalRate: decidedCount === 0 ? null : approvedCount / decidedCount,
      medianReviewHours: median === null ? null : Math.round(median * 10) / 10,
      computedAt: clock.now().toISOString(),
    });
  },
);
