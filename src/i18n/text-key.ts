/**
 * The types of reading a text, taken from the Chinese texts (src/i18n/locales/zh-CN.ts, `as const`):
 * `TextKey` is every text's whole key ('routes.home'), so a misspelt key fails the type check; a text's
 * values are the `{{name}}` placeholders its Chinese wording holds, all of them required and no others
 * (`count` a number, like i18next had it), so a value left out or misnamed fails too.
 */
import type { zhCN } from './locales/zh-CN';

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  whole: infer I,
) => void
  ? I
  : never;

/** The groups of `T` flattened: each text under its whole key, `Prefix` before it. */
type Flattened<T, Prefix extends string = ''> = {
  [K in keyof T & string as T[K] extends string ? `${Prefix}${K}` : never]: T[K];
} & UnionToIntersection<
  {
    [K in keyof T & string]: T[K] extends string ? never : Flattened<T[K], `${Prefix}${K}.`>;
  }[keyof T & string]
>;

/** One object type rather than an intersection of every group's: quicker for the checker to index. */
type Flat<T> = { [K in keyof T]: T[K] };

/** Every Chinese text by its whole key: `{ 'routes.home': '江苏省公共数据授权运营平台', … }`. */
type TextsByKey = Flat<Flattened<typeof zhCN>>;

/** The key of a text: `t('routes.home')`. */
export type TextKey = keyof TextsByKey;

/** The names of the `{{name}}` placeholders in a wording. */
type PlaceholdersIn<Wording> = Wording extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | PlaceholdersIn<Rest>
  : never;

type PlaceholdersOf<K extends TextKey> = PlaceholdersIn<TextsByKey[K]>;

/** The values a text's wording fills in: `{ count: 3 }` for '共 {{count}} 条'. */
export type TextValues<K extends TextKey> = {
  readonly [Name in PlaceholdersOf<K>]: Name extends 'count' ? number : string | number;
};

/**
 * What follows the key in `t(key, …)`: nothing for a text without placeholders, else its values. For
 * a key chosen at run time among several (`` `cities.${city}` ``) that is every value any
 * of them needs.
 */
export type TextValuesArgument<K extends TextKey> = string extends TextsByKey[K]
  ? // A wording typed `string` hides its placeholders: its locale file needs `as const`.
    [values: { readonly 'its zh-CN locale file must end in `as const`': never }]
  : [PlaceholdersOf<K>] extends [never]
    ? []
    : [values: TextValues<K>];

/**
 * Reads a text in one language; a text that language lacks is the Chinese one, and a key without
 * any text is shown as itself.
 */
export type TextFunction = <K extends TextKey>(key: K, ...values: TextValuesArgument<K>) => string;
