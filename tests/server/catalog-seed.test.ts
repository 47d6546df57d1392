import { beforeAll, describe, expect, it } from 'vitest';
import {
  type GeneratedCatalog,
  generateCatalog,
} from '../../server/db/seed/catalog/generate-catalog';
import { catalogReferenceDate } from '../../server/db/seed/catalog/catalog-dates';
import { commitmentBody } from '../../server/db/seed/catalog/domain-commitments-seed';
import { cities } from '../../server/db/seed/catalog/regions';
import { resourceThemes } from '../../server/db/seed/catalog/themes';
import {
  contractSchemaValidators,
  type SchemaValidator,
} from '../support/contract-schema-validator';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const codePattern = /^[A-Z0-9][A-Z0-9-]{3,47}$/;
const twoYearsMs = 731 * 86_400_000;

describe('catalogue generator (default size)', () => {
  let catalog: GeneratedCatalog;

  beforeAll(() => {
    catalog = generateCatalog();
  });

  it('is deterministic: the same options give identical rows, ids included', () => {
    expect(generateCatalog()).toEqual(catalog);
    expect(generateCatalog({ resources: 320, seed: 20_261_115 })).toEqual(catalog);
  });

  it('changes with the seed', () => {
    const other = generateCatalog({ seed: 7 });
    expect(other.resources[0]?.id).not.toBe(catalog.resources[0]?.id);
    expect(other.resources.map((row) => row.name)).not.toEqual(
      catalog.resources.map((row) => row.name),
    );
  });

  it('has the promised amounts', () => {
    expect(catalog.resources).toHaveLength(320);
    expect(catalog.products.length).toBeGreaterThanOrEqual(60);
    expect(catalog.articles.length).toBeGreaterThanOrEqual(80);
    expect(catalog.domains.length).toBeGreaterThanOrEqual(6);
    expect(catalog.domains.length).toBeLessThanOrEqual(8);
  });

  it('spreads resources over at least 25 provincial departments, all 13 cities and every theme', () => {
    const provincial = new Set(
      catalog.resources.filter((row) => row.region === '江苏省').map((row) => row.provider),
    );
    expect(provincial.size).toBeGreaterThanOrEqual(25);
    for (const name of [
      '江苏省公安厅',
      '江苏省市场监督管理局',
      '江苏省数据局',
      '江苏省卫生健康委员会',
    ]) {
      expect(provincial).toContain(name);
    }
    expect(new Set(catalog.resources.map((row) => row.region))).toEqual(
      new Set(['江苏省', ...cities.map((city) => city.name)]),
    );
    expect(new Set(catalog.resources.map((row) => row.theme))).toEqual(new Set(resourceThemes));
    for (const row of catalog.resources.filter((resource) => resource.region !== '江苏省')) {
      expect(row.provider).toContain(row.region);
      expect(row.name.startsWith(row.region)).toBe(true);
    }
  });

  it('gives every record a stable uuid and every resource a unique code of the contract pattern', () => {
    const ids = [
      ...catalog.domains,
      ...catalog.entryConfigs,
      ...catalog.resources,
      ...catalog.products,
      ...catalog.articles,
    ].map((row) => row.id);
    for (const id of ids) expect(id).toMatch(uuidPattern);
    expect(new Set(ids).size).toBe(ids.length);
    const codes = catalog.resources.map((row) => row.code);
    for (const code of codes) expect(code).toMatch(codePattern);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(catalog.resources.map((row) => row.name)).size).toBe(320);
    expect(new Set(catalog.products.map((row) => row.name)).size).toBe(catalog.products.length);
  });

  it('gives every resource 5–30 fields and 3–5 sample rows whose values fit the field types', () => {
    const fits: Record<string, RegExp> = {
      integer: /^-?\d+$/,
      decimal: /^-?\d+(\.\d+)?$/,
      date: /^\d{4}-\d{2}-\d{2}$/,
      datetime: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
      boolean: /^(true|false)$/,
      string: /\S/,
    };
    for (const row of catalog.resources) {
      expect(row.fields.length).toBeGreaterThanOrEqual(5);
      expect(row.fields.length).toBeLessThanOrEqual(30);
      expect(new Set(row.fields.map((field) => field.name)).size).toBe(row.fields.length);
      for (const field of row.fields) expect(field.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(row.sampleRows.length).toBeGreaterThanOrEqual(3);
      expect(row.sampleRows.length).toBeLessThanOrEqual(5);
      for (const sample of row.sampleRows) {
        expect(sample).toHaveLength(row.fields.length);
        sample.forEach((value, position) => {
          if (value === null) return;
          const type = row.fields[position]?.type ?? 'string';
          expect(value, `${row.name} ${row.fields[position]?.name}`).toMatch(fits[type] as RegExp);
        });
      }
    }
  });

  it('masks personal data in sample rows', () => {
    const values = (fieldName: string) =>
      catalog.resources.flatMap((row) => {
        const position = row.fields.findIndex((field) => field.name === fieldName);
        return position < 0 ? [] : row.sampleRows.map((sample) => sample[position]);
      });
    const names = [...values('legal_representative'), ...values('holder_name')];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^\p{Script=Han}\*\p{Script=Han}?$/u);
    for (const id of values('id_number')) expect(id).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
  });

  it('dates everything within the two years before the reference date, updates after publication', () => {
    const reference = catalogReferenceDate.getTime();
    const dated = [...catalog.resources, ...catalog.products];
    for (const row of dated) {
      expect(row.publishedAt.getTime()).toBeGreaterThan(reference - twoYearsMs);
      expect(row.publishedAt.getTime()).toBeLessThan(reference);
      expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.publishedAt.getTime());
      expect(row.updatedAt.getTime()).toBeLessThan(reference);
    }
    for (const article of catalog.articles) {
      expect(article.publishedAt?.getTime()).toBeGreaterThan(reference - twoYearsMs);
      expect(article.publishedAt?.getTime()).toBeLessThan(reference);
    }
  });

  it('builds every product on 2–6 existing resources and counts those uses on the resources', () => {
    const resourceIds = new Set(catalog.resources.map((row) => row.id));
    const uses = new Map<string, number>();
    for (const product of catalog.products) {
      const used = catalog.productResources.filter((link) => link.productId === product.id);
      expect(used.length, product.name).toBeGreaterThanOrEqual(2);
      expect(used.length, product.name).toBeLessThanOrEqual(6);
      for (const link of used) {
        expect(resourceIds.has(link.resourceId)).toBe(true);
        uses.set(link.resourceId, (uses.get(link.resourceId) ?? 0) + 1);
      }
    }
    for (const resource of catalog.resources) {
      expect(resource.applicationCount).toBeGreaterThanOrEqual(uses.get(resource.id) ?? 0);
    }
    const companies = new Set(catalog.products.map((row) => row.providerCompany));
    expect(companies).toContain('江苏数源科技有限公司');
    expect(companies).toContain('苏州智算数据服务有限公司');
  });

  it('writes articles of all three categories with multi-paragraph bodies and their plain text', () => {
    const categories = new Set(catalog.articles.map((row) => row.category));
    expect(categories).toEqual(new Set(['operation', 'policy', 'notice']));
    for (const article of catalog.articles) {
      expect(article.status).toBe('published');
      expect(article.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(article.content).not.toMatch(
        /<(?!\/?(p|h2|h3|ul|ol|li|strong|table|thead|tbody|tr|th|td)>)/,
      );
      expect(article.plainText).not.toMatch(/[<>]/);
      expect(article.plainText.length).toBeGreaterThan(80);
    }
    expect(catalog.articles.some((row) => row.title.includes('《江苏省公共数据管理办法》'))).toBe(
      true,
    );
    expect(new Set(catalog.articles.map((row) => row.title)).size).toBe(catalog.articles.length);
  });

  it('gives every domain 3–5 entry configs, at least one optional, and one domain not accepting', () => {
    for (const domain of catalog.domains) {
      const configs = catalog.entryConfigs.filter((config) => config.domainId === domain.id);
      expect(configs.length, domain.name).toBeGreaterThanOrEqual(3);
      expect(configs.length, domain.name).toBeLessThanOrEqual(5);
      expect(domain.description).toContain('<h3>入驻条件</h3>');
    }
    expect(catalog.entryConfigs.some((config) => !config.required)).toBe(true);
    expect(catalog.domains.filter((domain) => domain.acceptingApplications === false)).toHaveLength(
      1,
    );
  });

  describe('against the contract', () => {
    let validators: Record<string, SchemaValidator>;

    beforeAll(async () => {
      validators = await contractSchemaValidators([
        'DataResourceDetail',
        'DataProductDetail',
        'ArticleDetail',
        'DomainDetail',
      ]);
    });

    function check(schema: string, value: unknown): readonly string[] {
      const validate = validators[schema];
      if (validate === undefined) throw new Error(`no validator for ${schema}`);
      return validate(value);
    }

    it('fits every resource into DataResourceDetail', () => {
      const products = new Map(catalog.products.map((row) => [row.id, row]));
      const problems = catalog.resources.flatMap((row) =>
        check('DataResourceDetail', {
          id: row.id,
          code: row.code,
          name: row.name,
          summary: row.summary,
          description: row.description,
          provider: row.provider,
          theme: row.theme,
          region: row.region,
          openType: row.openType,
          updateFrequency: row.updateFrequency,
          format: row.format,
          recordCount: row.recordCount,
          viewCount: row.viewCount,
          applicationCount: row.applicationCount,
          updatedAt: row.updatedAt.toISOString(),
          fields: row.fields,
          sampleRows: row.sampleRows,
          relatedProducts: catalog.productResources
            .filter((link) => link.resourceId === row.id)
            .map((link) => products.get(link.productId))
            .map((product) => ({
              id: product?.id,
              name: product?.name,
              providerCompany: product?.providerCompany,
            })),
        }),
      );
      expect(problems).toEqual([]);
    });

    it('fits every product into DataProductDetail', () => {
      const resources = new Map(catalog.resources.map((row) => [row.id, row]));
      const problems = catalog.products.flatMap((row) =>
        check('DataProductDetail', {
          id: row.id,
          name: row.name,
          summary: row.summary,
          description: row.description,
          providerCompany: row.providerCompany,
          scenario: row.scenario,
          deliveryForm: row.deliveryForm,
          viewCount: row.viewCount,
          applicationCount: row.applicationCount,
          updatedAt: row.updatedAt.toISOString(),
          resources: catalog.productResources
            .filter((link) => link.productId === row.id)
            .map((link) => resources.get(link.resourceId))
            .map((resource) => ({
              id: resource?.id,
              code: resource?.code,
              name: resource?.name,
              provider: resource?.provider,
            })),
        }),
      );
      expect(problems).toEqual([]);
    });

    it('fits every article into ArticleDetail', () => {
      const problems = catalog.articles.flatMap((row) =>
        check('ArticleDetail', {
          id: row.id,
          category: row.category,
          title: row.title,
          summary: row.summary,
          source: row.source,
          publishedAt: row.publishedAt?.toISOString(),
          content: row.content,
          previous: null,
          next: null,
          // Seeded articles carry no 附件: editors add them in 文章附件.
          attachments: [],
        }),
      );
      expect(problems).toEqual([]);
    });

    it('fits every domain with its requirements into DomainDetail', () => {
      const problems = catalog.domains.flatMap((row) =>
        check('DomainDetail', {
          id: row.id,
          code: row.code,
          name: row.name,
          summary: row.summary,
          firstReviewDays: row.firstReviewDays,
          finalReviewDays: row.finalReviewDays,
          acceptingApplications: row.acceptingApplications,
          enteredCount: 0,
          description: row.description,
          requirements: catalog.entryConfigs
            .filter((config) => config.domainId === row.id)
            .map((config) => ({
              id: config.id,
              name: config.name,
              description: config.description,
              required: config.required,
              allowedTypes: config.allowedTypes,
              maxSizeBytes: config.maxSizeBytes,
            })),
          // version 1 as the commitments seed step writes it for every generated domain
          commitment: { version: 1, body: commitmentBody(row.name) },
        }),
      );
      expect(problems).toEqual([]);
    });
  });
});

describe('catalogue generator at scale', () => {
  it('makes 10 000 resources quickly, with unique codes and proportionally more products and articles', () => {
    const started = performance.now();
    const catalog = generateCatalog({ resources: 10_000 });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(catalog.resources).toHaveLength(10_000);
    expect(new Set(catalog.resources.map((row) => row.code)).size).toBe(10_000);
    expect(new Set(catalog.resources.map((row) => row.id)).size).toBe(10_000);
    expect(catalog.products).toHaveLength(2_000);
    expect(catalog.articles).toHaveLength(2_625);
  });
});
