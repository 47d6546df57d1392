/**
 * Every text of the portal in the i18n instance from the start, for code that may draw any page at
 * once: the server renderer (src/entry-server.ts) and the component tests. The browser never imports
 * it; it gets each area with the pages that use it (src/i18n/text-areas.ts).
 */
import { addEveryText } from './i18n';
import { zhCN } from './locales/zh-CN';
import { core } from './locales/zh-CN/core';
import type { TextArea } from './text-areas';

const areas = Object.keys(zhCN).filter((key) => !(key in core)) as TextArea[];

addEveryText(zhCN, areas);
