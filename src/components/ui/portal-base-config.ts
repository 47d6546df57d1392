/**
 * Chakra's base configuration (`defaultBaseConfig`: conditions, utilities, CSS variable root) with
 * only the conditions (`_hover`, `_open`…) the portal's styles and Chakra's recipes and components
 * use (40 of them). Building the system looks every CSS variable of the theme up among the conditions, a list
 * walked anew each time, so the 104 conditions Chakra defines made about a sixth of that work, the
 * costliest step of every page's start (src/main.tsx). The CSS of a style using a kept condition is
 * unchanged; tests/web/components/system-conditions.test.ts finds every condition written in src/
 * and in Chakra's components and theme, and fails if one is missing here or one here is unused.
 */
import { defaultBaseConfig } from '@chakra-ui/react';

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

export const portalBaseConfig: typeof defaultBaseConfig = {
  ...defaultBaseConfig,
  conditions: Object.fromEntries(
    Object.entries(defaultBaseConfig.conditions ?? {}).filter(([name]) => kept.has(name)),
  ),
};
