/** The site-wide search. */
import type { OperationHandler } from '../../contract/operation-handler';
import { webSearch } from './web-search';

export const searchHandlers: readonly OperationHandler[] = [webSearch];
