/**
 * Content records shaped by the contract, for the component tests of the public content pages.
 * Each builder gives a valid record; a test overrides only what it is about.
 */
import type { components } from '@openapi/schema';
import { sampleWall } from '../app/render-app';
import { apiUrl, http, ok, type HttpResponse } from '../../support/msw-api';

type Schemas = components['schemas'];

export function articleId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function sampleArticle(
  n: number,
  overrides: Partial<Schemas['ArticleSummary']> = {},
): Schemas['ArticleSummary'] {
  return {
    id: articleId(n),
    category: 'operation',
    title: `运营动态第${n}篇：公共数据授权运营工作推进会召开`,
    summary: `第${n}篇摘要：会议部署了下一阶段公共数据授权运营重点任务。`,
    source: '江苏省数据局',
    publishedAt: `2026-03-${String(10 + (n % 18)).padStart(2, '0')}T02:00:00.000Z`,
    ...overrides,
  };
}

export function articlePage(
  list: Schemas['ArticleSummary'][],
  total = list.length,
  page = 1,
  pageSize = 10,
): Schemas['ArticlePage'] {
  return { list, total, page, pageSize };
}

export function sampleArticleDetail(
  n: number,
  overrides: Partial<Schemas['ArticleDetail']> = {},
): Schemas['ArticleDetail'] {
  return {
    ...sampleArticle(n),
    content: '<h2>会议要点</h2><p>会议要求加快推进数据专区建设。</p>',
    previous: { id: articleId(n - 1), title: `较新的一篇第${n - 1}篇` },
    next: { id: articleId(n + 1), title: `较早的一篇第${n + 1}篇` },
    attachments: [],
    ...overrides,
  };
}

export const sampleStatistics: Schemas['HomeStatistics'] = {
  resourceCount: 3210,
  productCount: 64,
  providerCount: 38,
  applicationCount: 0,
  approvedCount: 0,
  approvalRate: null,
  medianReviewHours: null,
  computedAt: '2026-03-20T02:00:00.000Z',
};

export function sampleResource(n: number): Schemas['DataResourceSummary'] {
  return {
    id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    code: `JS-JT-${String(n).padStart(6, '0')}`,
    name: `高速公路收费站通行流量数据${n}`,
    summary: '全省高速公路收费站分时段通行车辆数。',
    provider: '江苏省交通运输厅',
    theme: '交通出行',
    region: '江苏省',
    openType: n % 2 === 0 ? 'conditional' : 'unconditional',
    updateFrequency: 'daily',
    format: 'csv',
    recordCount: 120000,
    viewCount: 5000 - n,
    applicationCount: 12,
    updatedAt: '2026-03-18T02:00:00.000Z',
  };
}

export function sampleProduct(n: number): Schemas['DataProductSummary'] {
  return {
    id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `普惠金融企业画像${n}`,
    summary: '基于市场监管与纳税数据的小微企业信用画像。',
    providerCompany: '江苏数源科技有限公司',
    scenario: '普惠金融',
    deliveryForm: 'api',
    viewCount: 900 - n,
    applicationCount: 4,
    updatedAt: '2026-03-15T02:00:00.000Z',
  };
}

export function sampleDomain(
  n: number,
  overrides: Partial<Schemas['DomainSummary']> = {},
): Schemas['DomainSummary'] {
  const names = ['金融专区', '医疗健康专区', '交通出行专区', '文化旅游专区'];
  const codes = ['finance', 'health', 'transport', 'tourism'];
  return {
    id: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    code: codes[n % codes.length] ?? 'finance',
    name: names[n % names.length] ?? '金融专区',
    summary: '汇聚普惠金融相关的公共数据，支持信贷风控与企业服务场景。',
    firstReviewDays: 5,
    finalReviewDays: 5,
    acceptingApplications: true,
    enteredCount: 3,
    ...overrides,
  };
}

export function sampleDomainDetail(domain: Schemas['DomainSummary']): Schemas['DomainDetail'] {
  return {
    ...domain,
    description: '<p>申请单位应为在江苏省内依法登记的企业法人。</p>',
    requirements: [
      {
        id: '40000000-0000-4000-8000-000000000001',
        name: '营业执照',
        description: '加盖公章的营业执照扫描件',
        required: true,
        allowedTypes: ['pdf', 'jpg'],
        maxSizeBytes: 10 * 1024 * 1024,
      },
      {
        id: '40000000-0000-4000-8000-000000000002',
        name: '数据安全承诺书',
        description: '',
        required: false,
        allowedTypes: ['pdf'],
        maxSizeBytes: 512 * 1024,
      },
    ],
    commitment: {
      version: 1,
      body: '<p>本单位承诺：专区数据仅用于申请所述的应用场景，不向第三方提供。</p>',
    },
  };
}

/** Handlers for every endpoint the home page calls, answering with the samples above. */
export const homeHandlers = [
  http.get(apiUrl('/content-config/wall/'), () => ok(sampleWall)),
  http.get(apiUrl('/web/home/statistics'), () => ok(sampleStatistics)),
  http.post(apiUrl('/web/data-resource/list'), () =>
    ok({
      list: [1, 2, 3].map(sampleResource),
      total: 3,
      page: 1,
      pageSize: 6,
      facets: { theme: [], provider: [], region: [], openType: [], format: [] },
    }),
  ),
  http.post(apiUrl('/web/data-product/list'), () =>
    ok({
      list: [1, 2].map(sampleProduct),
      total: 2,
      page: 1,
      pageSize: 4,
      facets: { scenario: [], provider: [], deliveryForm: [] },
    }),
  ),
  http.post(apiUrl('/web/article/list'), async ({ request }) => {
    const query = (await request.json()) as Schemas['ArticleListQuery'];
    const category = query.category ?? 'operation';
    const titles: Record<Schemas['ArticleCategory'], string> = {
      operation: '运营动态',
      policy: '政策文件',
      notice: '通知公告',
    };
    return ok(
      articlePage(
        [1, 2].map((n) =>
          sampleArticle(n + (category === 'policy' ? 10 : category === 'notice' ? 20 : 0), {
            category,
            title: `${titles[category]}标题${n}`,
          }),
        ),
      ),
    );
  }),
  http.post(apiUrl('/web/domain/list'), () =>
    ok({ list: [0, 1].map((n) => sampleDomain(n)), total: 2, page: 1, pageSize: 8 }),
  ),
];

export type { HttpResponse };
