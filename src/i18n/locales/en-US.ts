/**
 * American English. Typed as `LocaleMessages`, the shape of zh-CN with any text, so a missing or extra
 * key fails the type check; tests/web/i18n/locales.test.ts also compares the keys and placeholders.
 * Loaded on demand, by area like zh-CN (src/i18n/text-areas.ts), never part of the first load of a
 * Chinese page.
 */
import { core } from './en-US/core';
import { account } from './en-US/account';
import { admin } from './en-US/admin';
import { announcements } from './en-US/announcements';
import { attachments } from './en-US/attachments';
import { audit } from './en-US/audit';
import { casePrint } from './en-US/case-print';
import { catalog } from './en-US/catalog';
import { city } from './en-US/city';
import { content } from './en-US/content';
import { contentPages } from './en-US/content-pages';
import { contentWall } from './en-US/content-wall';
import { domainAdmin } from './en-US/domain-admin';
import { domainApplication } from './en-US/domain-application';
import { entryConfig } from './en-US/entry-config';
import { errorPages } from './en-US/error-pages';
import { filePreview } from './en-US/file-preview';
import { list } from './en-US/list';
import { login } from './en-US/login';
import { messages } from './en-US/messages';
import { operationLog } from './en-US/operation-log';
import { review } from './en-US/review';
import { reviewWorkload } from './en-US/review-workload';
import { richText } from './en-US/rich-text';
import { rights } from './en-US/rights';
import { workflow } from './en-US/workflow';
import { workspace } from './en-US/workspace';
import type { LocaleMessages } from './zh-CN';

export const enUS: LocaleMessages = {
  ...core,
  list,
  contentPages,
  workflow,
  domainApplication,
  catalog,
  review,
  reviewWorkload,
  entryConfig,
  announcements,
  attachments,
  richText,
  admin,
  domainAdmin,
  contentWall,
  audit,
  operationLog,
  filePreview,
  casePrint,
  messages,
  account,
  city,
  content,
  errorPages,
  login,
  rights,
  workspace,
};
