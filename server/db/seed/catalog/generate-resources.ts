/**
 * Data resources: each is one kind of resource (a template) published for one region by the
 * department responsible there. The first picks make sure every provincial department and every
 * city is present; larger catalogues go on to district-level and yearly editions of the same kinds.
 */
import { beijingDate, publishedMoment, updatedMomentAfter } from './catalog-dates';
import { chineseCount, openTypeLabels, updateFrequencyLabels } from './catalog-labels';
import type { DataResourceRow } from './catalog-types';
import { type Department, departments } from './departments';
import { Random, stableUuid } from './random';
import { cities, provinceName, type Region, regionName, regionPrefix } from './regions';
import type { FieldSpec, ResourceTemplate } from './resource-template';
import { resourceTemplates } from './resource-templates';
import { field } from './resource-template';
import { numbered, recentDateTime, type SampleContext } from './sample-values';

/** One kind of resource for one region: the unit the catalogue is assembled from. */
interface Placement {
  readonly template: ResourceTemplate;
  readonly region: Region;
  /** 0 for the current resource, 1… for yearly editions in very large catalogues. */
  readonly edition: number;
}

function departmentOf(template: ResourceTemplate): Department {
  return departments[template.department];
}

function providerOf(placement: Placement): string {
  const department = departmentOf(placement.template);
  if (placement.region.level === 'province') {
    if (department.province === null)
      throw new Error(`${department.key} has no provincial department`);
    return department.province;
  }
  return department.city(placement.region.city);
}

function publishesAtProvince(template: ResourceTemplate): boolean {
  return template.levels !== 'city' && departmentOf(template).province !== null;
}

function publishesInCities(template: ResourceTemplate): boolean {
  return template.levels !== 'province';
}

/**
 * The placements in the order resources are made: coverage first (one provincial resource per
 * department, one per city), then the rest of the province and city placements with about a quarter
 * provincial, then districts, then yearly editions of everything, as far as `count` needs.
 */
function* placements(random: Random): Generator<Placement> {
  const provincial = random.shuffle(resourceTemplates.filter(publishesAtProvince));
  const cityPlacements = random.shuffle(
    resourceTemplates
      .filter(publishesInCities)
      .flatMap((template) => cities.map((city) => ({ template, city }))),
  );
  const used = new Set<string>();
  const keyOf = (template: ResourceTemplate, region: string) => `${template.key}@${region}`;

  // Every provincial department once.
  const coveredDepartments = new Set<string>();
  for (const template of provincial) {
    if (coveredDepartments.has(template.department)) continue;
    coveredDepartments.add(template.department);
    used.add(keyOf(template, provinceName));
    yield { template, region: { level: 'province' }, edition: 0 };
  }
  // Every city once.
  for (const city of cities) {
    const first = cityPlacements.find(
      (placement) => placement.city === city && !used.has(keyOf(placement.template, city.name)),
    );
    if (first === undefined) continue;
    used.add(keyOf(first.template, city.name));
    yield { template: first.template, region: { level: 'city', city }, edition: 0 };
  }
  // The rest, about one provincial resource to three city ones.
  const provinceRest = provincial.filter((template) => !used.has(keyOf(template, provinceName)));
  const cityRest = cityPlacements.filter(
    (placement) => !used.has(keyOf(placement.template, placement.city.name)),
  );
  let provinceIndex = 0;
  let cityIndex = 0;
  while (provinceIndex < provinceRest.length || cityIndex < cityRest.length) {
    const takeProvince =
      provinceIndex < provinceRest.length && (cityIndex >= cityRest.length || random.chance(0.25));
    if (takeProvince) {
      const template = provinceRest[provinceIndex++] as ResourceTemplate;
      yield { template, region: { level: 'province' }, edition: 0 };
    } else {
      const { template, city } = cityRest[cityIndex++] as (typeof cityRest)[number];
      yield { template, region: { level: 'city', city }, edition: 0 };
    }
  }
  // Large catalogues: the city kinds per district, then yearly editions of everything.
  const districtPlacements = random.shuffle(
    resourceTemplates.filter(publishesInCities).flatMap((template) =>
      cities.flatMap((city) =>
        city.districts.map((district) => ({
          template,
          region: { level: 'district', city, district } as const,
        })),
      ),
    ),
  );
  for (const placement of districtPlacements) yield { ...placement, edition: 0 };
  const everything: Placement[] = [
    ...provincial.map((template) => ({
      template,
      region: { level: 'province' } as const,
      edition: 0,
    })),
    ...cityPlacements.map(({ template, city }) => ({
      template,
      region: { level: 'city', city } as const,
      edition: 0,
    })),
    ...districtPlacements.map((placement) => ({ ...placement, edition: 0 })),
  ];
  for (let edition = 1; ; edition += 1) {
    for (const placement of everything) yield { ...placement, edition };
  }
}

/** The name of an edition: yearly (2025年度 …), and beyond twenty years numbered batches. */
function editionLabel(edition: number): string {
  if (edition === 0) return '';
  const year = 2026 - ((edition - 1) % 20);
  const batch = Math.floor((edition - 1) / 20);
  return batch === 0 ? `（${year}年度）` : `（${year}年度第${batch + 1}批）`;
}

/** Resource codes: JS-SCJG-000123 for the province, JS-NJ-GA-000456 for a city; never repeated. */
class ResourceCodes {
  private readonly next = new Map<string, number>();

  constructor(private readonly random: Random) {}

  codeFor(placement: Placement): string {
    const department = departmentOf(placement.template).code;
    const prefix =
      placement.region.level === 'province'
        ? `JS-${department}`
        : `JS-${placement.region.city.code}-${department}`;
    const current = this.next.get(prefix) ?? this.random.int(1, 120);
    this.next.set(prefix, current + this.random.int(1, 9));
    return `${prefix}-${String(current).padStart(6, '0')}`;
  }
}

const recordIdField = field(
  'record_id',
  'string',
  '记录标识',
  numbered(() => 'R', 12),
);
const dataUpdateTimeField = field('update_time', 'datetime', '数据更新时间', recentDateTime(30));

function fieldsOf(template: ResourceTemplate, random: Random): FieldSpec[] {
  const fields = [...template.fields];
  if (random.chance(0.35) && !fields.some((spec) => spec.name === recordIdField.name)) {
    fields.unshift(recordIdField);
  }
  if (random.chance(0.4) && !fields.some((spec) => spec.name === dataUpdateTimeField.name)) {
    fields.push(dataUpdateTimeField);
  }
  return fields;
}

function sampleContext(region: Region, random: Random): Omit<SampleContext, 'previous'> {
  switch (region.level) {
    case 'province': {
      const city = random.pick(cities);
      return { city, district: random.pick(city.districts) };
    }
    case 'city':
      return { city: region.city, district: random.pick(region.city.districts) };
    case 'district':
      return { city: region.city, district: region.district };
  }
}

function recordCountOf(placement: Placement, random: Random): number {
  const [min, max] = placement.template.records;
  const cityCount = random.int(min, max);
  switch (placement.region.level) {
    case 'province':
      return cityCount * random.int(5, 11);
    case 'city':
      return cityCount;
    case 'district':
      return Math.max(5, Math.round(cityCount / random.int(4, 9)));
  }
}

function regionDescription(region: Region): string {
  switch (region.level) {
    case 'province':
      return '全省各设区市';
    case 'city':
      return `${region.city.name}全市`;
    case 'district':
      return `${region.city.name}${region.district}`;
  }
}

/** A generated resource with the kind it was made from, for products to find fitting resources. */
export interface GeneratedResource {
  readonly row: DataResourceRow;
  readonly templateKey: string;
}

export function generateResources(seed: number, count: number): GeneratedResource[] {
  const order = new Random(seed, 'resource-order');
  const codes = new ResourceCodes(new Random(seed, 'resource-codes'));
  const rows: GeneratedResource[] = [];
  const source = placements(order);
  for (let index = 0; index < count; index += 1) {
    const next = source.next();
    if (next.done === true) break;
    const placement = next.value;
    const { template, region } = placement;
    const random = new Random(seed, `resource#${index}`);
    const provider = providerOf(placement);
    const name = `${regionPrefix(region)}${template.subject}${editionLabel(placement.edition)}`;
    const fields = fieldsOf(template, random);
    const sampleRows = Array.from({ length: random.int(3, 5) }, () => {
      const previous: Record<string, string | null> = {};
      const context = { ...sampleContext(region, random), previous };
      return fields.map((spec) => {
        const value = spec.value(random, context);
        previous[spec.name] = value;
        return value;
      });
    });
    const updateFrequency = random.pick(template.frequencies);
    const format = random.pick(template.formats);
    const recordCount = recordCountOf(placement, random);
    const publishedAt = publishedMoment(random);
    const updatedAt = updatedMomentAfter(random, publishedAt);
    const frequencyLabel = updateFrequencyLabels[updateFrequency];
    const openLabel = openTypeLabels[template.openType];
    const fieldNames = fields.map((spec) => spec.description.replace(/（.*?）/g, ''));
    const summary = `${provider}发布的${regionDescription(region)}${template.subject.replace(/信息$|数据$/, '')}数据，汇集${template.scope}，共${chineseCount(recordCount)}条，${frequencyLabel}更新，${openLabel}，可用于${template.usage}。`;
    const description = [
      '一、数据说明',
      `本资源由${provider}依据部门职责归集整理，汇集${regionDescription(region)}${template.scope}，当前共 ${recordCount} 条记录，以${format === 'api' ? '接口' : ` ${format.toUpperCase()} 文件`}方式提供。`,
      '',
      '二、字段说明',
      `本资源包含 ${fields.length} 个字段，主要有${fieldNames.slice(0, 6).join('、')}等；字段类型与含义见字段列表，样例数据展示了数据的真实格式。`,
      '',
      '三、更新与质量',
      `数据${frequencyLabel === '实时' ? '实时' : frequencyLabel}更新，最近一次更新于 ${beijingDate(updatedAt)}。数据发布前经${provider}校核${fields.some((spec) => spec.description.includes('已脱敏')) ? '，涉及个人信息的字段已按《个人信息保护法》和公共数据安全管理要求脱敏处理' : ''}。`,
      '',
      '四、开放方式与使用要求',
      template.openType === 'conditional'
        ? `本资源为有条件开放。使用单位须通过相应数据专区提交入驻申请，说明应用场景和数据安全保障措施，经审核通过后在约定范围内使用，不得转授第三方或用于约定以外的用途。`
        : `本资源为无条件开放，可在遵守平台数据使用规范的前提下下载或调用，引用时请注明数据来源为“${provider}”。`,
      `适用场景：${template.usage}。`,
    ].join('\n');
    const row: DataResourceRow = {
      id: stableUuid(seed, 'resource', index),
      code: codes.codeFor(placement),
      name,
      summary,
      description,
      provider,
      theme: template.theme,
      region: regionName(region),
      openType: template.openType,
      updateFrequency,
      format,
      recordCount,
      fields: fields.map(({ name: fieldName, type, description: meaning }) => ({
        name: fieldName,
        type,
        description: meaning,
      })),
      sampleRows,
      viewCount: random.skewed(30, 36_000),
      applicationCount: random.int(0, 6),
      publishedAt,
      updatedAt,
    };
    rows.push({ row, templateKey: template.key });
  }
  return rows;
}
