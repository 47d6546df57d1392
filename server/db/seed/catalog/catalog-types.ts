/** The rows the catalogue generator produces, ready to insert: every row carries its stable id. */
import type {
  articles,
  dataProductResources,
  dataProducts,
  dataResources,
  domains,
  entryConfigs,
} from '../../schema';

type WithId<Row> = Row & { readonly id: string };

export type DomainRow = WithId<typeof domains.$inferInsert>;
export type EntryConfigRow = WithId<typeof entryConfigs.$inferInsert>;
export type DataResourceRow = WithId<typeof dataResources.$inferInsert> & {
  readonly viewCount: number;
  applicationCount: number;
};
export type DataProductRow = WithId<typeof dataProducts.$inferInsert>;
export type DataProductResourceRow = typeof dataProductResources.$inferInsert;
export type ArticleRow = WithId<typeof articles.$inferInsert>;

export interface GeneratedCatalog {
  readonly domains: readonly DomainRow[];
  readonly entryConfigs: readonly EntryConfigRow[];
  readonly resources: readonly DataResourceRow[];
  readonly products: readonly DataProductRow[];
  readonly productResources: readonly DataProductResourceRow[];
  readonly articles: readonly ArticleRow[];
}

export interface CatalogOptions {
  /** How many data resources; products and articles scale with it. Default 320. */
  readonly resources?: number;
  /** Changes every generated value; the same seed always gives the same catalogue. Default 20261115. */
  readonly seed?: number;
}
