/** The operators' entry-config operations (入驻材料配置): list, new, update, status and delete. */
import type { OperationHandler } from '../../contract/operation-handler';
import { primaryEntryConfigDelete } from './primary-entry-config-delete';
import { primaryEntryConfigList } from './primary-entry-config-list';
import { primaryEntryConfigNew } from './primary-entry-config-new';
import { primaryEntryConfigStatus } from './primary-entry-config-status';
import { primaryEntryConfigUpdate } from './primary-entry-config-update';

export const entryConfigHandlers: readonly OperationHandler[] = [
  primaryEntryConfigList,
  primaryEntryConfigNew,
  primaryEntryConfigUpdate,
  primaryEntryConfigStatus,
  primaryEntryConfigDelete,
];
