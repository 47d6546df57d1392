/**
 * Data products: each is a product kind (template) offered by a company that works in its scenario,
 * for the province or one city, built on 2–6 resources of the kinds it needs, preferably from the
 * same region. The resources' application counts grow with every product that uses them.
 */
import { officeMomentBefore } from './catalog-dates';
import type { DataProductResourceRow, DataProductRow } from './catalog-types';
import type { GeneratedResource } from './generate-resources';
import { productCompanies } from './product-companies';
import { type ProductTemplate, productTemplates } from './product-templates';
import { Random, stableUuid } from './random';
import { cities, type City, provinceName } from './regions';

const deliveryFormSentences: Readonly<Record<ProductTemplate['deliveryForms'][number], string>> = {
  api: '产品以标准 RESTful 接口方式交付，调用方经平台统一身份认证和授权后按次或按量调用，接口响应时间一般在 300 毫秒以内。',
  dataset: '产品以数据集方式交付，经平台安全审核后按约定周期更新，使用方在授权期内下载使用。',
  report: '产品以数据分析报告方式交付，包含图表、结论和建议，按约定周期更新，可在线查看和下载。',
  model:
    '产品以模型服务方式交付，模型部署在平台隐私计算环境中，使用方提交样本后获得评分结果，原始数据不出平台。',
};

const dayMs = 86_400_000;

class ResourceIndex {
  private readonly byKey = new Map<string, GeneratedResource[]>();
  private readonly byKeyAndRegion = new Map<string, GeneratedResource[]>();

  constructor(resources: readonly GeneratedResource[]) {
    for (const resource of resources) {
      const regionKey = `${resource.templateKey}@${resource.row.region}`;
      const sameKind = this.byKey.get(resource.templateKey);
      if (sameKind === undefined) this.byKey.set(resource.templateKey, [resource]);
      else sameKind.push(resource);
      const regional = this.byKeyAndRegion.get(regionKey);
      if (regional === undefined) this.byKeyAndRegion.set(regionKey, [resource]);
      else regional.push(resource);
    }
  }

  /** One resource of a kind, from the region when it has one. */
  pick(random: Random, key: string, region: string): GeneratedResource | undefined {
    const regional = this.byKeyAndRegion.get(`${key}@${region}`);
    if (regional !== undefined && regional.length > 0) return random.pick(regional);
    const any = this.byKey.get(key);
    return any === undefined || any.length === 0 ? undefined : random.pick(any);
  }
}

const districts = cities.flatMap((city) => city.districts.map((district) => ({ city, district })));

/**
 * Where the `round`-th product of a kind is offered: the province first, then each city, then each
 * district, then yearly versions of all of them. `stagger` (the kind's number) spreads one round over
 * many cities instead of putting every kind in the same one.
 */
function productRegionOf(
  round: number,
  stagger: number,
): { city: City | null; district: string | null; edition: number } {
  const slots = 1 + cities.length + districts.length;
  const slot = round % slots;
  const edition = Math.floor(round / slots);
  if (slot === 0) return { city: null, district: null, edition };
  if (slot <= cities.length) {
    return { city: cities[(slot - 1 + stagger) % cities.length] ?? null, district: null, edition };
  }
  const place = districts[(slot - 1 - cities.length + stagger) % districts.length];
  return { city: place?.city ?? null, district: place?.district ?? null, edition };
}

function companyFor(random: Random, template: ProductTemplate, city: string | null): string {
  const fitting = productCompanies.filter((company) =>
    company.scenarios.includes(template.scenario),
  );
  const local = fitting.filter((company) => company.city === city);
  return random.pick(local.length > 0 && random.chance(0.7) ? local : fitting).name;
}

export function generateProducts(
  seed: number,
  count: number,
  resources: readonly GeneratedResource[],
): { products: DataProductRow[]; productResources: DataProductResourceRow[] } {
  const order = new Random(seed, 'product-order');
  const index = new ResourceIndex(resources);
  const products: DataProductRow[] = [];
  const productResources: DataProductResourceRow[] = [];
  const usage = new Map<string, number>();
  let cycle: ProductTemplate[] = [];
  for (let productIndex = 0; productIndex < count; productIndex += 1) {
    const position = productIndex % productTemplates.length;
    if (position === 0) cycle = order.shuffle(productTemplates);
    const template = cycle[position] as ProductTemplate;
    const round = Math.floor(productIndex / productTemplates.length);
    const random = new Random(seed, `product#${productIndex}`);
    const { city, district, edition } = productRegionOf(round, productTemplates.indexOf(template));
    const region = city?.name ?? provinceName;
    const place = `${city?.name ?? ''}${district ?? ''}`;
    const name = `${place}${template.name}${edition === 0 ? '' : `（${2026 - edition}版）`}`;

    const wanted = random.int(2, Math.min(6, template.resourceKeys.length + 1));
    const chosen = new Map<string, GeneratedResource>();
    for (const key of [...template.resourceKeys, ...random.shuffle(template.resourceKeys)]) {
      if (chosen.size >= wanted) break;
      const resource = index.pick(random, key, region);
      if (resource !== undefined) chosen.set(resource.row.id, resource);
    }
    const used = [...chosen.values()];

    const latestSource = Math.max(...used.map((resource) => resource.row.publishedAt.getTime()), 0);
    const daysAvailable = Math.max(
      1,
      Math.floor((officeMomentBefore(random, 0).getTime() - latestSource) / dayMs) - 1,
    );
    const publishedAt = officeMomentBefore(random, random.int(1, Math.min(daysAvailable, 700)));
    const publishedDaysBefore = Math.floor(
      (officeMomentBefore(random, 0).getTime() - publishedAt.getTime()) / dayMs,
    );
    const updatedAt =
      publishedDaysBefore > 2 && random.chance(0.7)
        ? officeMomentBefore(random, random.int(1, publishedDaysBefore - 1))
        : publishedAt;
    const deliveryForm = random.pick(template.deliveryForms);
    const company = companyFor(random, template, city?.name ?? null);
    const regionWords = city === null ? '全省' : place;
    const description = [
      ...template.paragraphs,
      `数据来源：本产品使用 ${used.length} 项公共数据资源，包括${used
        .map((resource) => `“${resource.row.name}”（${resource.row.provider}）`)
        .join('、')}，数据经江苏省公共数据授权运营平台授权使用。`,
      `服务范围：${regionWords}，${city === null ? '可按设区市分别开通' : district === null ? `可按${city.name}各区县分别开通` : `可延伸至${city.name}其他区县`}。${deliveryFormSentences[deliveryForm]}`,
      `合规说明：${company}已入驻相应数据专区并签署数据安全承诺书。产品在平台安全环境中加工数据，输出结果不含个人敏感信息，数据使用全程留痕、可审计。`,
    ].join('\n\n');

    const id = stableUuid(seed, 'product', productIndex);
    products.push({
      id,
      name,
      summary: city === null ? template.summary : `面向${place}：${template.summary}`,
      description,
      providerCompany: company,
      scenario: template.scenario,
      deliveryForm,
      viewCount: random.skewed(80, 24_000),
      applicationCount: random.int(0, 36),
      publishedAt,
      updatedAt,
    });
    for (const resource of used) {
      productResources.push({ productId: id, resourceId: resource.row.id });
      usage.set(resource.row.id, (usage.get(resource.row.id) ?? 0) + 1);
    }
  }
  for (const resource of resources) {
    resource.row.applicationCount += usage.get(resource.row.id) ?? 0;
  }
  return { products, productResources };
}
