/** The two catalogues: their wording, their list and detail routes, and their API operations. */
import type { CatalogKind } from '../catalog-kind';

export const resourceKind = {
  text: 'resource',
  list: 'dataResource',
  detail: 'dataResourceDetail',
  operations: { list: 'POST /web/data-resource/list', detail: 'GET /web/data-resource/detail' },
} as const satisfies CatalogKind;

export const productKind = {
  text: 'product',
  list: 'dataProduct',
  detail: 'dataProductDetail',
  operations: { list: 'POST /web/data-product/list', detail: 'GET /web/data-product/detail' },
} as const satisfies CatalogKind;
