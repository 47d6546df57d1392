/** The public catalogue's operations: data resources and data products. */
import type { OperationHandler } from '../../contract/operation-handler';
import { webDataProductDetail } from './products/web-data-product-detail';
import { webDataProductList } from './products/web-data-product-list';
import { webDataResourceDetail } from './resources/web-data-resource-detail';
import { webDataResourceList } from './resources/web-data-resource-list';

export const catalogHandlers: readonly OperationHandler[] = [
  webDataResourceList,
  webDataResourceDetail,
  webDataProductList,
  webDataProductDetail,
];
