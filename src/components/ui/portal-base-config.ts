/**
 * Chakra's base configuration (`defaultBaseConfig`: conditions, utilities, CSS variable root) with
 * its utilities reading their token values without copies (`valuesReadOnce` below), and only the
 * conditions (`_hover`, `_open`…) the portal's styles and Chakra's recipes and components use (40 of
 * them). Building the system looks every CSS variable of the theme up among the conditions, a list
 * walked anew each time, so the 104 conditions Chakra defines made about a sixth of that work, the
 * costliest step of every page's start (src/main.tsx). The CSS of a style using a kept condition is
 * unchanged; tests/web/components/system-conditions.test.ts finds every condition written in src/
 * and in Chakra's components and theme, and fails if one is missing here or one here is unused.
 */
import { defaultBaseConfig, type SystemConfig } from '@chakra-ui/react';

export const portalConditionNames = [
  'active',
  'before',
  'checked',
  'closed',
  'complete',
  'current',
  'currentPage',
  'dark',
  'disabled',
  'dragging',
  'empty',
  'expanded',
  'first',
  'focus',
  'focusVisible',
  'focusWithin',
  'highlighted',
  'horizontal',
  'hover',
  'icon',
  'incomplete',
  'indeterminate',
  'invalid',
  'last',
  'light',
  'marker',
  'motionReduce',
  'notFirst',
  'notLast',
  'only',
  'open',
  'placeholder',
  'placeholderShown',
  'pressed',
  'readOnly',
  'rtl',
  'selected',
  'today',
  'underValue',
  'vertical',
] as const;

const kept = new Set<string>(portalConditionNames);

type UtilityConfig = NonNullable<SystemConfig['utilities']>;
type UtilityPropertyConfig = UtilityConfig[string];
/** A utility's values given as a function of the theme's token categories. */
type ThemeValues = Extract<
  NonNullable<UtilityPropertyConfig['values']>,
  (...args: never[]) => unknown
>;
type TokenCategories = Parameters<ThemeValues>[0];

/** Per function of the theme's values (Chakra's `colorValues`…), what it gave for each system's tokens. */
const valuesGiven = new WeakMap<ThemeValues, WeakMap<TokenCategories, Record<string, string>>>();

/**
 * A utility's `values` (the token values `bg`, `p`, `w`… accept) that gives what Chakra's own gives,
 * without the copies. Chakra's 27 colour utilities share one function that copies every colour
 * token into a new object, once per utility: here each system's copy is made once and shared. A
 * utility given a token category by name (`"spacing"`, about 60 of them) has Chakra also make, twice,
 * a list of the category's names for the typings its command line writes, which no page reads; given
 * as a function of the category, it gets the same values and that list has one entry. Building the
 * system, the costliest step of every page's start (src/main.tsx), took about a quarter less time
 * (Node, first build in a process). tests/web/components/system-utilities.test.ts checks that every
 * utility writes every one of its values as Chakra's own does.
 */
function valuesReadOnce(values: UtilityPropertyConfig['values']): UtilityPropertyConfig['values'] {
  if (typeof values === 'string') {
    const category = values;
    return (tokens: TokenCategories) => (tokens(category) as Record<string, string> | null) ?? {};
  }
  if (typeof values !== 'function') return values;
  const read: ThemeValues = values;
  return (tokens: TokenCategories) => {
    let given = valuesGiven.get(read);
    if (given === undefined) {
      given = new WeakMap();
      valuesGiven.set(read, given);
    }
    const known = given.get(tokens);
    if (known !== undefined) return known;
    const answer = read(tokens);
    given.set(tokens, answer);
    return answer;
  };
}

function withValuesReadOnce(utilities: UtilityConfig | undefined): UtilityConfig {
  return Object.fromEntries(
    Object.entries(utilities ?? {}).map(([property, config]) => [
      property,
      config.values === undefined ? config : { ...config, values: valuesReadOnce(config.values) },
    ]),
  );
}

export const portalBaseConfig: typeof defaultBaseConfig = {
  ...defaultBaseConfig,
  utilities: withValuesReadOnce(defaultBaseConfig.utilities),
  conditions: Object.fromEntries(
    Object.entries(defaultBaseConfig.conditions ?? {}).filter(([name]) => kept.has(name)),
  ),
};
