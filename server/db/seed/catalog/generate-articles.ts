/**
 * Articles: 运营动态, 政策动态 and 公告 in a fixed mix, each written from a template for a city,
 * domain, product or department drawn from the rest of the catalogue, published over two years.
 * A title already used is tried again with other choices, so the default catalogue repeats none.
 */
import { type ArticleContext, type ArticleTemplate } from './article-context';
import { plainTextOf } from './article-html';
import { noticeTemplates } from './article-templates-notice';
import { operationTemplates } from './article-templates-operation';
import { policyTemplates } from './article-templates-policy';
import { publishedMoment } from './catalog-dates';
import type { ArticleRow, DataProductRow } from './catalog-types';
import { departments } from './departments';
import { domainContents } from './domain-content';
import { Random, stableUuid } from './random';
import { cities } from './regions';
import { resourceThemes } from './themes';

type Category = ArticleRow['category'];

const templatesByCategory: Readonly<Record<Category, readonly ArticleTemplate[]>> = {
  operation: operationTemplates,
  policy: policyTemplates,
  notice: noticeTemplates,
};

const provincialDepartments = Object.values(departments).flatMap((department) =>
  department.province === null ? [] : [department.province],
);

const attemptsForNewTitle = 12;
const summaryLength = 140;

function categoryOf(index: number): Category {
  // Four operation articles for every three policy and three notice ones.
  const slot = index % 10;
  return slot < 4 ? 'operation' : slot < 7 ? 'policy' : 'notice';
}

function summaryOf(plainText: string): string {
  const first = plainText.split('\n')[0] ?? '';
  return first.length <= summaryLength ? first : `${first.slice(0, summaryLength - 1)}…`;
}

export function generateArticles(
  seed: number,
  count: number,
  products: readonly DataProductRow[],
): ArticleRow[] {
  const titles = new Set<string>();
  const rows: ArticleRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const random = new Random(seed, `article#${index}`);
    const category = categoryOf(index);
    const publishedAt = publishedMoment(random);
    let draft = null;
    for (let attempt = 0; attempt < attemptsForNewTitle; attempt += 1) {
      const context: ArticleContext = {
        random,
        publishedAt,
        city: random.pick(cities),
        domain: random.pick(domainContents),
        product: random.pick(products),
        theme: random.pick(resourceThemes),
        department: random.pick(provincialDepartments),
      };
      draft = random.pick(templatesByCategory[category])(context);
      if (!titles.has(draft.title)) break;
    }
    if (draft === null) throw new Error('no article template');
    titles.add(draft.title);
    const content = draft.blocks.join('');
    const plainText = plainTextOf(content);
    rows.push({
      id: stableUuid(seed, 'article', index),
      category,
      title: draft.title,
      summary: draft.summary ?? summaryOf(plainText),
      source: draft.source,
      content,
      plainText,
      status: 'published',
      publishedAt,
      createdAt: publishedAt,
      createdBy: draft.source,
      updatedAt: publishedAt,
    });
  }
  return rows;
}
