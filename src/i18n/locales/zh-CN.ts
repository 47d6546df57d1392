/**
 * Simplified Chinese, the portal's default language, whole: the texts of the start (`core`) and of
 * every area. Every other locale must have exactly this shape (see `LocaleMessages`), so a missing or
 * misspelt key is a type error rather than a blank label. The server renderer holds all of it; the
 * browser gets `core` with the start and each area with the pages that use it
 * (src/i18n/text-areas.ts). An area is a file in zh-CN/ exporting one object named after its file
 * (`content-pages.ts` exports `contentPages`), which is also its key here.
 */
import { core } from './zh-CN/core';
import { account } from './zh-CN/account';
import { admin } from './zh-CN/admin';
import { announcements } from './zh-CN/announcements';
import { attachments } from './zh-CN/attachments';
import { audit } from './zh-CN/audit';
import { casePrint } from './zh-CN/case-print';
import { catalog } from './zh-CN/catalog';
import { city } from './zh-CN/city';
import { content } from './zh-CN/content';
import { contentPages } from './zh-CN/content-pages';
import { contentWall } from './zh-CN/content-wall';
import { domainAdmin } from './zh-CN/domain-admin';
import { domainApplication } from './zh-CN/domain-application';
import { entryConfig } from './zh-CN/entry-config';
import { errorPages } from './zh-CN/error-pages';
import { filePreview } from './zh-CN/file-preview';
import { list } from './zh-CN/list';
import { login } from './zh-CN/login';
import { messages } from './zh-CN/messages';
import { operationLog } from './zh-CN/operation-log';
import { review } from './zh-CN/review';
import { reviewWorkload } from './zh-CN/review-workload';
import { richText } from './zh-CN/rich-text';
import { rights } from './zh-CN/rights';
import { workflow } from './zh-CN/workflow';
import { workspace } from './zh-CN/workspace';

export const zhCN = {
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
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every locale satisfies: the same keys as zh-CN, any text. */
export type LocaleMessages = Widen<typeof zhCN>;
