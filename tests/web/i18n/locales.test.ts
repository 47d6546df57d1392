/**
 * en-US is a complete translation of zh-CN: the type check already refuses a missing or extra key, and
 * this also catches what types cannot see — a placeholder ({{name}}) or a markup tag (<strong>) lost or
 * misspelt in translation, and a text left empty.
 */
import { describe, expect, it } from 'vitest';
import { enUS } from '@/i18n/locales/en-US';
import { zhCN } from '@/i18n/locales/zh-CN';

type Leaves = Map<string, string>;

function leavesOf(tree: unknown, prefix = '', into: Leaves = new Map()): Leaves {
  if (typeof tree === 'string') {
    into.set(prefix, tree);
    return into;
  }
  if (typeof tree !== 'object' || tree === null)
    throw new Error(`${prefix} is neither text nor a group`);
  for (const [key, value] of Object.entries(tree)) {
    leavesOf(value, prefix === '' ? key : `${prefix}.${key}`, into);
  }
  return into;
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

function tagsOf(text: string): string[] {
  return [...text.matchAll(/<\/?([a-zA-Z0-9]+)\s*\/?>/g)].map((match) => match[0]).sort();
}

const chinese = leavesOf(zhCN);
const english = leavesOf(enUS);

describe('the en-US locale', () => {
  it('has exactly the keys of zh-CN', () => {
    expect([...english.keys()].sort()).toEqual([...chinese.keys()].sort());
  });

  it('keeps the interpolation placeholders of every text', () => {
    const differing = [...chinese].filter(
      ([key, text]) =>
        JSON.stringify(placeholdersOf(text)) !==
        JSON.stringify(placeholdersOf(english.get(key) ?? '')),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('keeps the markup tags of every text', () => {
    const differing = [...chinese].filter(
      ([key, text]) =>
        JSON.stringify(tagsOf(text)) !== JSON.stringify(tagsOf(english.get(key) ?? '')),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('leaves no text empty where the Chinese has one', () => {
    const empty = [...chinese].filter(
      ([key, text]) => text.trim() !== '' && (english.get(key) ?? '').trim() === '',
    );
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('is written in English: no Chinese outside the names of the other language', () => {
    // The switch names Chinese in Chinese, and the logo's second line is the Chinese platform name.
    const allowed = new Set(['language.switchTo', 'common.platformNameEn']);
    const han = /\p{Script=Han}/u;
    const untranslated = [...english].filter(([key, text]) => !allowed.has(key) && han.test(text));
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
