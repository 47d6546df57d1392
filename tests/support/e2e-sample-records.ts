/**
 * Ids of seeded public records, so detail pages are visited the way a visitor reaches them: with the id
 * of a record that exists (DESIGN §8), never a made-up one that would end on the not-found page.
 */
import { createE2eApiClient, requireData } from './e2e-api';

export type SampleRecordIds = {
  dataResource: string;
  dataProduct: string;
  /** An operation news article (运营动态), shown at /dynamics/detail. */
  article: string;
};

function firstId(what: string, list: readonly { id: string }[]): string {
  const first = list[0];
  if (!first) throw new Error(`演示数据中没有${what}，无法打开详情页`);
  return first.id;
}

async function findSampleRecordIds(): Promise<SampleRecordIds> {
  const api = createE2eApiClient();
  const firstPage = { page: 1, pageSize: 1 };
  const [resources, products, articles] = await Promise.all([
    api.POST('/web/data-resource/list', { body: firstPage }),
    api.POST('/web/data-product/list', { body: firstPage }),
    api.POST('/web/article/list', { body: { ...firstPage, category: 'operation' } }),
  ]);
  return {
    dataResource: firstId('数据资源', requireData('查询数据资源', resources).list),
    dataProduct: firstId('数据产品', requireData('查询数据产品', products).list),
    article: firstId('运营动态', requireData('查询运营动态', articles).list),
  };
}

let cached: Promise<SampleRecordIds> | null = null;

/** Looked up once per worker, on first use, so pages that need no record never wait for it. */
export function sampleRecordIds(): Promise<SampleRecordIds> {
  cached ??= findSampleRecordIds();
  return cached;
}
