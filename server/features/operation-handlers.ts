/**
 * Every handler the server answers the contract with, gathered from the features. A new feature adds
 * its `handlers.ts` list here; an operation without a handler answers 501 (该功能暂未开放).
 */
import type { OperationHandler } from '../contract/operation-handler';
import { accountHandlers } from './account/handlers';
import { adminHandlers } from './admin/handlers';
import { announcementHandlers } from './announcements/handlers';
import { auditHandlers } from './audit/handlers';
import { articleHandlers } from './articles/handlers';
import { catalogHandlers } from './catalog/handlers';
import { contentHandlers } from './content/handlers';
import { contentAttachmentHandlers } from './content-attachments/handlers';
import { domainAdminHandlers } from './domain-admin/handlers';
import { domainApplicationHandlers } from './domain-applications/handlers';
import { domainHandlers } from './domains/handlers';
import { entryConfigHandlers } from './entry-config/handlers';
import { entryFileHandlers } from './entry-files/handlers';
import { notificationHandlers } from './notifications/handlers';
import { searchHandlers } from './search/handlers';
import { signInHandlers } from './sign-in/handlers';
import { statisticsHandlers } from './statistics/handlers';

export const operationHandlers: readonly OperationHandler[] = [
  ...signInHandlers,
  ...accountHandlers,
  ...contentHandlers,
  ...catalogHandlers,
  ...articleHandlers,
  ...domainHandlers,
  ...entryConfigHandlers,
  ...entryFileHandlers,
  ...domainApplicationHandlers,
  ...searchHandlers,
  ...statisticsHandlers,
  ...announcementHandlers,
  ...contentAttachmentHandlers,
  ...adminHandlers,
  ...domainAdminHandlers,
  ...auditHandlers,
  ...notificationHandlers,
];
