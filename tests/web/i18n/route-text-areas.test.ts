/**
 * The browser's start brings only the core texts, and each route the text areas it names
 * (app-routes.tsx, `lazyPage(…, texts)`; src/i18n/text-areas.ts). Read from the sources: the start's
 * code names no area, and every route names exactly the areas its page's code uses, so a text can
 * never be asked for before it is there, and a page fetches no area it does not show.
 *
 * @vitest-environment node
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zhCN } from '@/i18n/locales/zh-CN';
import { core } from '@/i18n/locales/zh-CN/core';
import { enUS } from '@/i18n/locales/en-US';
import { areaFileName } from '@/i18n/area-file-name';
import { loadAreaTexts, type TextArea } from '@/i18n/text-areas';
import {
  areasUsedBy,
  closureOf,
  root,
  routePages,
  startModules,
} from '../../../scripts/build/route-sources';

const areas = Object.keys(zhCN).filter((key) => !(key in core));
const start = startModules();

describe('text areas', () => {
  it('are each a file per language exporting the area under its own name', async () => {
    for (const area of areas as TextArea[]) {
      expect(await loadAreaTexts('zh-CN', area), area).toBe(zhCN[area]);
      expect(await loadAreaTexts('en-US', area), area).toBe(enUS[area]);
    }
    expect(areaFileName('contentPages')).toBe('content-pages');
  });

  it('are not used by the start, which has only the core texts', () => {
    expect(Object.fromEntries(areasUsedBy(start, areas))).toEqual({});
  });

  it.each(routePages().map((route) => [path.relative(root, route.page), route] as const))(
    '%s: its route names exactly the areas its code uses',
    (_page, route) => {
      const files = [...closureOf(route.page)].filter((file) => !start.has(file));
      const used = areasUsedBy(files, areas);
      // An area the code uses and the route does not name, with the files that use it.
      const unnamed = [...used].filter(([area]) => !route.texts.includes(area));
      expect(Object.fromEntries(unnamed)).toEqual({});
      expect(route.texts.filter((area) => !used.has(area))).toEqual([]);
    },
  );
});
