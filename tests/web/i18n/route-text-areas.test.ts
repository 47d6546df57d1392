/**
 * The browser's start brings only the core texts, each route the text areas it names (app-routes.tsx,
 * `lazyPage(…, texts)`; src/i18n/text-areas.ts), and each part loaded later (the account menu, the
 * password dialogs) the areas it names (`lazyWithTexts(…, texts)`). Read from the sources: the start's
 * code names no area, and every route and part names exactly the areas its code uses, so a text can
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
  type LoadedWithTexts,
  partsLoadedWithTexts,
  root,
  routePages,
  startModules,
} from '../../../scripts/build/route-sources';

const areas = Object.keys(zhCN).filter((key) => !(key in core));
const start = startModules();

/** Checks that `loaded` names exactly the areas its code uses beyond the start's. */
function expectNamesTheAreasItUses(loaded: LoadedWithTexts): void {
  const files = [...closureOf(loaded.page)].filter((file) => !start.has(file));
  const used = areasUsedBy(files, areas);
  // An area the code uses and the route or part does not name, with the files that use it.
  const unnamed = [...used].filter(([area]) => !loaded.texts.includes(area));
  expect(Object.fromEntries(unnamed)).toEqual({});
  expect(loaded.texts.filter((area) => !used.has(area))).toEqual([]);
}

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
    (_page, route) => expectNamesTheAreasItUses(route),
  );

  const parts = partsLoadedWithTexts();

  it('include the parts the start loads later with their texts', () => {
    const named = parts.map((part) => path.relative(root, part.page));
    expect(named).toContain('src/components/layout/user-menu.tsx');
    expect(named).toContain('src/features/account/components/change-password-dialog.tsx');
  });

  it.each(parts.map((part) => [path.relative(root, part.page), part] as const))(
    '%s: loaded with exactly the areas its code uses',
    (_part, part) => expectNamesTheAreasItUses(part),
  );
});
