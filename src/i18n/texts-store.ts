/**
 * The interface texts at run time: each language's texts as they arrive, the language shown, and
 * whoever wants to know when it changes (the components through src/i18n/use-translation.ts, `<html
 * lang>`). Reading a text is one map lookup: a text the language shown lacks is the Chinese one (an
 * area not yet fetched in English), a key with no text at all is shown as itself and, in development,
 * reported. `{{name}}` placeholders are filled with the values given, as they are (no HTML escaping:
 * React escapes what it draws); one without a value stays as it is written.
 *
 * The portal's own rather than a library's: what it needs is this much, and a library's interpreter
 * of plural forms, contexts, namespaces and formats would weigh on every first visit and every server
 * render.
 */
import { defaultLanguage, type Language } from './languages';
import type { TextFunction } from './text-key';

type LooseValues = Readonly<Record<string, string | number>>;

/** Texts as a locale file holds them: groups of texts and of further groups, by name. */
export type TextGroup = Readonly<Record<string, unknown>>;

export function isTextGroup(value: unknown): value is TextGroup {
  return typeof value === 'object' && value !== null;
}

/** Each language's texts under their whole key ('routes.home'). */
const textsByLanguage: Record<Language, Map<string, string>> = {
  'zh-CN': new Map(),
  'en-US': new Map(),
};

let shownLanguage: Language = defaultLanguage;

const listeners = new Set<() => void>();

const placeholder = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function fillIn(wording: string, values: LooseValues | undefined): string {
  if (values === undefined || !wording.includes('{{')) return wording;
  return wording.replace(placeholder, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

function reportMissing(key: string, language: Language): void {
  // A key without its text means a route does not name an area its page uses (app-routes.tsx).
  console.error(`Missing text "${key}" (${language}): is its area loaded?`);
}

function textFunctionOf(language: Language): TextFunction {
  const own = textsByLanguage[language];
  const chinese = textsByLanguage[defaultLanguage];
  // Loosely typed inside: the type it is returned as checks every call's key and values.
  return (key: string, values?: LooseValues): string => {
    const wording = own.get(key) ?? chinese.get(key);
    if (wording !== undefined) return fillIn(wording, values);
    if (import.meta.env.DEV) reportMissing(key, language);
    return key;
  };
}

/** One reader per language, kept: its identity changes exactly when the language shown does. */
const readers: Record<Language, TextFunction> = {
  'zh-CN': textFunctionOf('zh-CN'),
  'en-US': textFunctionOf('en-US'),
};

const readInShownLanguage: TextFunction = (key, ...values) =>
  readers[shownLanguage](key, ...values);

function addGroup(into: Map<string, string>, group: TextGroup, prefix: string): void {
  for (const [name, value] of Object.entries(group)) {
    if (typeof value === 'string') into.set(prefix + name, value);
    else if (isTextGroup(value)) addGroup(into, value, `${prefix}${name}.`);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changeLanguage(language: Language): Promise<void> {
  if (language !== shownLanguage) {
    shownLanguage = language;
    for (const listener of [...listeners]) listener();
  }
  return Promise.resolve();
}

export const textsStore = {
  /** The language shown. */
  get language(): Language {
    return shownLanguage;
  },

  /** A text in the language shown now. */
  t: readInShownLanguage,

  /** The reader of the language shown; a new one (by identity) after each change of language. */
  currentT: (): TextFunction => readers[shownLanguage],

  /** The reader of one language, whatever is shown (a route's Chinese title, tests). */
  getFixedT: (language: Language): TextFunction => readers[language],

  /**
   * Adds texts to a language, replacing any under the same key: `texts` is a group as the locale
   * files hold them (`{ routes: { home: '…' } }`), put under `prefix` (`catalog.`) if given.
   */
  addTexts: (language: Language, texts: TextGroup, prefix = ''): void => {
    addGroup(textsByLanguage[language], texts, prefix);
  },

  /** Shows `language` and tells every listener; the same language again changes nothing. */
  changeLanguage,

  /** Calls `listener` after each change of language, until the returned function is called. */
  subscribe,
};

export type TextsStore = typeof textsStore;
