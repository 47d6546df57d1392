/** The public statistics of the home page. */
import type { OperationHandler } from '../../contract/operation-handler';
import { webHomeStatistics } from './web-home-statistics';

export const statisticsHandlers: readonly OperationHandler[] = [webHomeStatistics];
