/**
 * The portal's systems keep only the conditions (`_hover`, `_open`…) that are used
 * (src/components/ui/portal-base-config.ts): every condition key written in src/ or in Chakra's
 * components, recipes, theme and styled system must be kept, and every kept one must be written
 * somewhere. A style using a condition the system lacks would be written as a nonsense selector.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createSystem, defaultBaseConfig, type SystemStyleObject } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { portalConditionNames } from '@/components/ui/portal-base-config';
import { portalSystem } from '@/components/ui/system';
import { portalConfig, themeConfig } from '@/components/ui/theme-config';
import { workspaceSystem } from '@/components/ui/workspace-system';

const chakraConditions = new Set(Object.keys(defaultBaseConfig.conditions ?? {}));

async function filesUnder(directory: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Condition names written as a style key (`_hover:`, `"_open":`, JSX's `_pressed=`) in the files. */
async function conditionsWritten(files: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(/[\s{,"'[]_([a-z][A-Za-z]*)["']?\s*[:=]/g)) {
      const name = match[1] as string;
      if (chakraConditions.has(name)) found.add(name);
    }
  }
  return found;
}

const chakraDist = path.resolve('node_modules/@chakra-ui/react/dist/esm');

describe('the conditions the portal keeps', () => {
  it('holds every condition src/ and Chakra write, and no other', async () => {
    const sources = [
      ...(await filesUnder(path.resolve('src'), /\.(ts|tsx)$/)),
      ...(await filesUnder(chakraDist, /\.js$/)),
    ];
    const written = await conditionsWritten(sources);
    expect([...portalConditionNames].sort()).toEqual([...written].sort());
  });

  it('is what both systems are built with', () => {
    for (const system of [portalSystem, workspaceSystem]) {
      const names = system.conditions.keys().filter((key: string) => key.startsWith('_'));
      expect(names.map((key: string) => key.slice(1)).sort()).toEqual(
        [...portalConditionNames].sort(),
      );
    }
  });

  it("writes every kept condition as a system with all of Chakra's conditions does", () => {
    const full = createSystem(defaultBaseConfig, themeConfig, portalConfig);
    for (const name of portalConditionNames) {
      const style: SystemStyleObject = { color: 'red.600' };
      Reflect.set(style, `_${name}`, { color: 'red.700', px: '2' });
      expect(portalSystem.css(style), name).toEqual(full.css(style));
    }
    expect(portalSystem.token('colors.red.600')).toBe(full.token('colors.red.600'));
  });
});
