/** Catalogue records shaped by the contract, for the component tests of the catalogue pages. */
import type { components } from '@openapi/schema';

type Schemas = components['schemas'];

export function resourceId(index: number): string {
  return `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
}

export function productId(index: number): string {
  return `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
}

const themes = ['经济建设', '交通出行', '医疗卫生'];

export function resourceSummary(index: number): Schemas['DataResourceSummary'] {
  return {
    id: resourceId(index),
    code: `JS-GA-${String(index).padStart(6, '0')}`,
    name: `资源${index}：企业登记信息`,
    summary: `第 ${index} 项数据资源的简介。`,
    provider: '江苏省市场监督管理局',
    theme: themes[index % themes.length] ?? '经济建设',
    region: '江苏省',
    openType: index % 2 === 0 ? 'conditional' : 'unconditional',
    updateFrequency: 'monthly',
    format: 'csv',
    recordCount: 12_345 + index,
    viewCount: 100 + index,
    applicationCount: index,
    updatedAt: '2026-03-01T08:00:00.000Z',
  };
}

export const resourceFacets: Schemas['DataResourceFacets'] = {
  theme: [
    { value: '经济建设', count: 42 },
    { value: '交通出行', count: 17 },
    { value: '医疗卫生', count: 9 },
  ],
  provider: Array.from({ length: 30 }, (_, index) => ({
    value: index === 0 ? '江苏省市场监督管理局' : `江苏省第${index}厅`,
    count: 30 - index,
  })),
  region: [
    { value: '南京市', count: 12 },
    { value: '江苏省', count: 40 },
    { value: '苏州市', count: 16 },
  ],
  openType: [
    { value: 'unconditional', count: 30 },
    { value: 'conditional', count: 38 },
  ],
  format: [
    { value: 'csv', count: 50 },
    { value: 'api', count: 18 },
  ],
};

export function resourcePage(
  page: number,
  pageSize: number,
  total: number,
): Schemas['DataResourcePage'] {
  const first = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - first));
  return {
    list: Array.from({ length: count }, (_, offset) => resourceSummary(first + offset + 1)),
    total,
    page,
    pageSize,
    facets: resourceFacets,
  };
}

export function resourceDetail(index: number): Schemas['DataResourceDetail'] {
  return {
    ...resourceSummary(index),
    description: '本资源汇集全省企业登记信息。\n每月更新一次。',
    fields: [
      { name: 'credit_code', type: 'string', description: '统一社会信用代码' },
      { name: 'registered_capital', type: 'decimal', description: '注册资本（万元）' },
      { name: 'established_on', type: 'date', description: '成立日期' },
    ],
    sampleRows: [
      ['91320100MA1XY8K3A9', '500.00', '2019-05-08'],
      ['91320500MA2AB3C4D5', null, '2021-11-30'],
    ],
    relatedProducts: [
      { id: productId(1), name: '企业信用画像服务', providerCompany: '江苏数源科技有限公司' },
    ],
  };
}

export function productSummary(index: number): Schemas['DataProductSummary'] {
  return {
    id: productId(index),
    name: `产品${index}：企业信用画像服务`,
    summary: `第 ${index} 个数据产品的简介。`,
    providerCompany: '江苏数源科技有限公司',
    scenario: '金融服务',
    deliveryForm: 'api',
    viewCount: 200 + index,
    applicationCount: index,
    updatedAt: '2026-02-20T08:00:00.000Z',
  };
}

export const productFacets: Schemas['DataProductFacets'] = {
  scenario: [
    { value: '金融服务', count: 20 },
    { value: '城市治理', count: 8 },
  ],
  provider: [
    { value: '江苏数源科技有限公司', count: 12 },
    { value: '南京智城数据有限公司', count: 16 },
  ],
  deliveryForm: [
    { value: 'api', count: 14 },
    { value: 'report', count: 14 },
  ],
};

export function productPage(
  page: number,
  pageSize: number,
  total: number,
): Schemas['DataProductPage'] {
  const first = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - first));
  return {
    list: Array.from({ length: count }, (_, offset) => productSummary(first + offset + 1)),
    total,
    page,
    pageSize,
    facets: productFacets,
  };
}

export function productDetail(index: number): Schemas['DataProductDetail'] {
  return {
    ...productSummary(index),
    description: '面向金融机构提供企业信用画像。',
    resources: [
      {
        id: resourceId(1),
        code: 'JS-GA-000001',
        name: '资源1：企业登记信息',
        provider: '江苏省市场监督管理局',
      },
    ],
  };
}
