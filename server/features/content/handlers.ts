/** The content feature's operations. */
import type { OperationHandler } from '../../contract/operation-handler';
import { contentConfigWall } from './content-config-wall';

export const contentHandlers: readonly OperationHandler[] = [contentConfigWall];
