/** The content feature's operations. */
import type { OperationHandler } from '../../contract/operation-handler';
import { contentConfigWall } from './content-config-wall';
import { primaryContentConfigRestore } from './primary-content-config-restore';
import { primaryContentConfigUpdate } from './primary-content-config-update';
import { primaryContentConfigVersions } from './primary-content-config-versions';

export const contentHandlers: readonly OperationHandler[] = [
  contentConfigWall,
  primaryContentConfigUpdate,
  primaryContentConfigVersions,
  primaryContentConfigRestore,
];
