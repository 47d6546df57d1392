/**
 * Small, hand-made catalogue rows for the public endpoint tests: every value chosen so a test can
 * count what a filter, a sort or a keyword must give. Ids are fixed so tests can name them.
 */
import type { Database } from '../../server/db/database';
import {
  articles,
  corporateUsers,
  dataProductResources,
  dataProducts,
  dataResources,
  domainApplicationHistory,
  domainApplications,
  domainCommitments,
  domains,
  entryConfigs,
  entryFiles,
  notifications,
} from '../../server/db/schema';

export const fixtureId = (group: number, index: number): string =>
  `00000000-0000-4000-8000-${String(group).padStart(4, '0')}${String(index).padStart(8, '0')}`;

const at = (iso: string) => new Date(iso);

type ResourceInsert = typeof dataResources.$inferInsert;

function resource(index: number, values: Partial<ResourceInsert>): ResourceInsert {
  return {
    id: fixtureId(1, index),
    code: `JS-T-${String(index).padStart(6, '0')}`,
    name: `测试资源${index}`,
    summary: `第${index}个测试用数据资源`,
    description: `第${index}个测试用数据资源的说明`,
    provider: '江苏省公安厅',
    theme: '公共安全',
    region: '江苏省',
    openType: 'unconditional',
    updateFrequency: 'monthly',
    format: 'csv',
    recordCount: 1000 * index,
    fields: [
      { name: 'id', type: 'string', description: '标识' },
      { name: 'amount', type: 'decimal', description: '金额' },
    ],
    sampleRows: [
      ['A1', '12.5'],
      ['A2', null],
    ],
    viewCount: 0,
    applicationCount: 0,
    publishedAt: at('2026-01-01T00:00:00Z'),
    updatedAt: at(`2026-03-${String(index).padStart(2, '0')}T00:00:00Z`),
    ...values,
  };
}

/**
 * Eight resources: themes 交通出行 ×4 / 公共安全 ×3 / 医疗卫生 ×1; regions 南京市 ×3 / 江苏省 ×3 /
 * 苏州市 ×2; two conditional; formats csv ×4 / json ×2 / api ×2. Updated on 1…8 March (8 newest).
 */
export const fixtureResources: ResourceInsert[] = [
  resource(1, {
    name: '南京市公交线路数据',
    theme: '交通出行',
    region: '南京市',
    provider: '南京市交通运输局',
    viewCount: 50,
    applicationCount: 1,
  }),
  resource(2, {
    name: '南京市地铁客流统计',
    theme: '交通出行',
    region: '南京市',
    provider: '南京市交通运输局',
    format: 'json',
    viewCount: 10,
    applicationCount: 9,
  }),
  resource(3, {
    name: '苏州市停车场信息',
    theme: '交通出行',
    region: '苏州市',
    provider: '苏州市交通运输局',
    openType: 'conditional',
    format: 'api',
    viewCount: 30,
  }),
  resource(4, {
    name: '全省高速公路路况',
    theme: '交通出行',
    summary: '包含 GPS 定位与 100%_完成率 字段',
    provider: '江苏省交通运输厅',
    viewCount: 5,
    applicationCount: 4,
  }),
  resource(5, { name: '户籍人口统计', region: '南京市', viewCount: 20 }),
  resource(6, { name: '交通违法处理记录', summary: '交通管理部门的违法处理数据', format: 'json' }),
  resource(7, {
    name: '苏州市消防站点',
    region: '苏州市',
    openType: 'conditional',
    format: 'api',
    provider: '苏州市消防救援支队',
  }),
  resource(8, {
    name: '医疗机构名录',
    theme: '医疗卫生',
    provider: '江苏省卫生健康委员会',
    viewCount: 1,
  }),
];

type ProductInsert = typeof dataProducts.$inferInsert;

function product(index: number, values: Partial<ProductInsert>): ProductInsert {
  return {
    id: fixtureId(2, index),
    name: `测试产品${index}`,
    summary: `第${index}个测试用数据产品`,
    description: `第${index}个测试用数据产品的说明`,
    providerCompany: '江苏数源科技有限公司',
    scenario: '智慧交通',
    deliveryForm: 'api',
    viewCount: 0,
    applicationCount: 0,
    publishedAt: at('2026-02-01T00:00:00Z'),
    updatedAt: at(`2026-04-${String(index).padStart(2, '0')}T00:00:00Z`),
    ...values,
  };
}

/** Four products: scenarios 智慧交通 ×3 / 普惠金融 ×1; two by 苏州智算; forms api ×2, report, model. */
export const fixtureProducts: ProductInsert[] = [
  product(1, { name: '公交出行指数服务', viewCount: 7 }),
  product(2, { name: '城市交通拥堵分析报告', deliveryForm: 'report', applicationCount: 3 }),
  product(3, {
    name: '停车泊位预测模型',
    deliveryForm: 'model',
    providerCompany: '苏州智算数据服务有限公司',
  }),
  product(4, {
    name: '小微企业信用评估',
    scenario: '普惠金融',
    providerCompany: '苏州智算数据服务有限公司',
    summary: '基于交通与登记数据的信用评估',
  }),
];

/** Product 1 uses resources 1 and 2; product 2 uses resource 1; product 3 uses resource 3. */
export const fixtureProductResources = [
  { productId: fixtureId(2, 1), resourceId: fixtureId(1, 1) },
  { productId: fixtureId(2, 1), resourceId: fixtureId(1, 2) },
  { productId: fixtureId(2, 2), resourceId: fixtureId(1, 1) },
  { productId: fixtureId(2, 3), resourceId: fixtureId(1, 3) },
];

type ArticleInsert = typeof articles.$inferInsert;

function article(index: number, values: Partial<ArticleInsert>): ArticleInsert {
  return {
    id: fixtureId(3, index),
    category: 'operation',
    title: `测试文章${index}`,
    summary: `第${index}篇测试文章的摘要`,
    source: '江苏省大数据管理中心',
    content: `<p>第${index}篇测试文章的正文</p>`,
    plainText: `第${index}篇测试文章的正文`,
    status: 'published',
    publishedAt: at(`2026-05-${String(index).padStart(2, '0')}T08:00:00Z`),
    createdAt: at('2026-05-01T00:00:00Z'),
    createdBy: 'system',
    updatedAt: at('2026-05-01T00:00:00Z'),
    ...values,
  };
}

/** Operation 1, 2, 4 and 6 published (6 newest), 5 a draft; policy 3; notice 7. */
export const fixtureArticles: ArticleInsert[] = [
  article(1, { title: '数据要素市场建设启动' }),
  article(2, {
    title: '公共数据授权运营试点',
    plainText: '本次试点覆盖交通出行、医疗卫生等领域的公共数据。',
  }),
  article(3, { category: 'policy', title: '江苏省公共数据管理办法' }),
  article(4, { title: '交通数据专区正式上线' }),
  article(5, { title: '交通草稿文章', status: 'draft', publishedAt: null }),
  article(6, { title: '数据产品交易会召开' }),
  article(7, { category: 'notice', title: '系统维护公告' }),
];

export const fixtureDomains: (typeof domains.$inferInsert)[] = [
  {
    id: fixtureId(4, 1),
    code: 'transport',
    name: '交通专区',
    summary: '交通出行公共数据的授权运营',
    description: '<p>交通专区介绍</p>',
    firstReviewDays: 5,
    finalReviewDays: 5,
    acceptingApplications: true,
    sortOrder: 2,
    createdAt: at('2026-01-01T00:00:00Z'),
    updatedAt: at('2026-01-01T00:00:00Z'),
  },
  {
    id: fixtureId(4, 2),
    code: 'finance',
    name: '金融专区',
    summary: '普惠金融公共数据的授权运营',
    description: '<p>金融专区介绍</p>',
    firstReviewDays: 7,
    finalReviewDays: 7,
    acceptingApplications: false,
    sortOrder: 1,
    createdAt: at('2026-01-01T00:00:00Z'),
    updatedAt: at('2026-01-01T00:00:00Z'),
  },
];

function entryConfig(
  index: number,
  values: Partial<typeof entryConfigs.$inferInsert>,
): typeof entryConfigs.$inferInsert {
  return {
    id: fixtureId(5, index),
    domainId: fixtureId(4, 1),
    name: `材料${index}`,
    description: `第${index}项入驻材料`,
    required: true,
    allowedTypes: ['pdf'],
    maxSizeBytes: 10 * 1024 * 1024,
    enabled: true,
    sortOrder: index,
    createdAt: at('2026-01-01T00:00:00Z'),
    updatedAt: at('2026-01-01T00:00:00Z'),
    ...values,
  };
}

/** Transport: 营业执照 (order 1), 数据安全承诺书 (order 2, optional), a disabled one (order 0). */
export const fixtureEntryConfigs = [
  entryConfig(1, {
    name: '数据安全承诺书',
    sortOrder: 2,
    required: false,
    allowedTypes: ['pdf', 'docx'],
  }),
  entryConfig(2, { name: '营业执照', sortOrder: 1, allowedTypes: ['pdf', 'jpg', 'png'] }),
  entryConfig(3, { name: '已停用材料', sortOrder: 0, enabled: false }),
  entryConfig(4, { name: '金融材料', domainId: fixtureId(4, 2) }),
];

/** Version 1 of each fixture domain's commitment (承诺书); the domains are numbered in order. */
export const fixtureCommitments: (typeof domainCommitments.$inferInsert)[] = fixtureDomains.map(
  (domain, index) => ({
    id: fixtureId(11, index + 1),
    domainId: fixtureId(4, index + 1),
    version: 1,
    body: `<p>本单位承诺：${domain.name}的数据仅用于申请所述的应用场景，不向第三方提供。</p>`,
    createdBy: fixtureId(11, 100),
    createdByName: '平台运营方',
    createdAt: at('2026-01-01T00:00:00Z'),
  }),
);

/** Empties the catalogue the demo seed filled, so a test counts only its own rows. */
export async function clearCatalog(db: Database): Promise<void> {
  await db.delete(notifications);
  await db.delete(entryFiles);
  await db.delete(domainApplicationHistory);
  await db.delete(domainApplications);
  await db.delete(entryConfigs);
  await db.delete(domainCommitments);
  await db.delete(domains);
  await db.delete(dataProductResources);
  await db.delete(dataProducts);
  await db.delete(dataResources);
  await db.delete(articles);
}

/** Replaces whatever catalogue the database holds with the fixtures above. */
export async function insertCatalogFixtures(db: Database): Promise<void> {
  await clearCatalog(db);
  await db.insert(dataResources).values(fixtureResources);
  await db.insert(dataProducts).values(fixtureProducts);
  await db.insert(dataProductResources).values(fixtureProductResources);
  await db.insert(articles).values(fixtureArticles);
  await db.insert(domains).values(fixtureDomains);
  await db.insert(entryConfigs).values(fixtureEntryConfigs);
  await db.insert(domainCommitments).values(fixtureCommitments);
}

type ApplicationState = (typeof domainApplications.state.enumValues)[number];

export interface ApplicationFixture {
  readonly domain: number;
  readonly state: ApplicationState;
  /** Hours after 2026-06-01T00:00Z of the first submission (null: never submitted). */
  readonly submittedHour: number | null;
  /** Hours after the first submission of the final decision (null: none). */
  readonly decidedAfterHours?: number;
}

/** Inserts applications (and the one corporate user they need) straight into the tables. */
export async function insertApplications(
  db: Database,
  applications: readonly ApplicationFixture[],
): Promise<void> {
  const applicantId = fixtureId(6, 1);
  await db
    .insert(corporateUsers)
    .values({
      id: applicantId,
      subject: 'fixture-applicant',
      name: '李经办',
      corName: '江苏数源科技有限公司',
      creditCode: '91320100MA1XY8K3A9',
      phone: '13851234567',
      createdAt: at('2026-01-01T00:00:00Z'),
      updatedAt: at('2026-01-01T00:00:00Z'),
    })
    .onConflictDoNothing();
  const base = at('2026-06-01T00:00:00Z').getTime();
  const hour = 3_600_000;
  await db.insert(domainApplications).values(
    applications.map((application, index) => {
      const submitted =
        application.submittedHour === null
          ? null
          : new Date(base + application.submittedHour * hour);
      const decided =
        submitted === null || application.decidedAfterHours === undefined
          ? null
          : new Date(submitted.getTime() + application.decidedAfterHours * hour);
      return {
        id: fixtureId(7, index + 1),
        domainId: fixtureId(4, application.domain),
        applicantId,
        scenario: '交通出行分析',
        contactName: '李经办',
        contactPhone: '13851234567',
        state: application.state,
        submittedAt: submitted,
        firstSubmittedAt: submitted,
        decidedAt: decided,
        stateEnteredAt: decided ?? submitted ?? at('2026-06-01T00:00:00Z'),
        createdAt: at('2026-06-01T00:00:00Z'),
        updatedAt: at('2026-06-01T00:00:00Z'),
      };
    }),
  );
}
