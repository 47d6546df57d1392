/** What an article template may draw on: the moment, a city, a domain, a product, resource figures. */
import type { DataProductRow } from './catalog-types';
import type { DomainContent } from './domain-content';
import type { Block } from './article-html';
import type { Random } from './random';
import type { City } from './regions';
import type { ResourceTheme } from './themes';

export interface ArticleContext {
  readonly random: Random;
  readonly publishedAt: Date;
  readonly city: City;
  readonly domain: DomainContent;
  readonly product: DataProductRow;
  readonly theme: ResourceTheme;
  /** A provincial department that publishes resources. */
  readonly department: string;
}

export interface ArticleDraft {
  readonly title: string;
  /** 发布单位 */
  readonly source: string;
  readonly blocks: readonly Block[];
  /** When absent, the beginning of the first paragraph. */
  readonly summary?: string;
}

export type ArticleTemplate = (context: ArticleContext) => ArticleDraft;

/** 2026年3月 of a date in Beijing time, optionally months earlier. */
export function monthOf(date: Date, monthsEarlier = 0): { year: number; month: number } {
  const beijing = new Date(date.getTime() + 8 * 3_600_000);
  const total = beijing.getUTCFullYear() * 12 + beijing.getUTCMonth() - monthsEarlier;
  return { year: Math.floor(total / 12), month: (total % 12) + 1 };
}

export const platformName = '江苏省公共数据授权运营平台';
export const dataBureau = '江苏省数据局';
export const operator = '江苏省公共数据授权运营平台运营中心';
