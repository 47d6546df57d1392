/**
 * The portal's Chakra system with its style functions remembering what they worked out. Every
 * Chakra element, at every render, asks the system for its recipe function (`cva`), which props are
 * styles (`isValidProperty`) and the style object of its props (`css`), which emotion then turns into
 * CSS text and a class name. Chakra's own answers are remembered briefly or not at all: a recipe
 * function is made anew for every element drawn, with empty memories of its own, the style objects
 * are looked up by a text built from every value in a cache a page of a few hundred elements keeps
 * overflowing, and emotion writes the same CSS text again for each element. A server drawing the
 * front page spent about half of its time there.
 *
 * Each function here gives what the system's own gives for the same arguments, worked out once:
 *
 * - `cva` keeps one recipe function per recipe definition (an element type's definition is one
 *   object for the life of the page), so its memory of the variants it has styled lasts too;
 * - `isValidProperty` keeps its answer per prop name;
 * - `css` keeps its style object per arguments. An argument the system itself made — a recipe's
 *   styles, which Chakra already shares between every element asking for them and never changes —
 *   is known by its identity; any other by its JSON (style values are text, numbers and nested
 *   objects, which JSON keeps apart, and Chakra ignores unset values as JSON does). The style
 *   object it gives also carries, not enumerable, its emotion serialisation (`name`, `styles`: what
 *   emotion's `css` makes of it), so emotion takes it as already serialised, as it does any
 *   serialised style, instead of writing the same CSS text for every element. Chakra reads style
 *   objects by their enumerable keys only, so for Chakra it is the same object as before.
 *
 * The theme's global styles, the same for every page, are serialised once for emotion (`_global`)
 * rather than at every render of the provider.
 */
import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import { css as serialize, type CSSObject } from '@emotion/react';

/** Style objects kept at most; beyond it the memory starts afresh (a page uses a few hundred). */
const keptStyles = 5_000;

/** Objects the system made and shares as they are, never changed: known by their identity. */
const systemMade = new WeakSet<object>();
const identities = new WeakMap<object, number>();
let lastIdentity = 0;

function identityOf(made: object): number {
  let identity = identities.get(made);
  if (identity === undefined) {
    lastIdentity += 1;
    identity = lastIdentity;
    identities.set(made, identity);
  }
  return identity;
}

/** What tells `styles` apart from any other arguments of `css`. */
function keyOf(styles: readonly unknown[]): string {
  let key = '';
  for (const style of styles) {
    key +=
      typeof style === 'object' && style !== null && systemMade.has(style)
        ? `#${identityOf(style)},`
        : `${JSON.stringify(style) ?? ''},`;
  }
  return key;
}

/** `style` as emotion's serialised style too (its own `css` of it), without changing its keys. */
function alsoSerialised(style: SystemStyleObject): SystemStyleObject {
  // What `css` gives is plain CSS: properties resolved, tokens turned into variables.
  const resolved: object = style;
  const { name, styles } = serialize(resolved as CSSObject);
  // A copy: the one Chakra gave may be shared with its own memories.
  const result = Object.create(null) as SystemStyleObject;
  Object.assign(result, style);
  Object.defineProperties(result, { name: { value: name }, styles: { value: styles } });
  systemMade.add(result);
  return result;
}

function rememberedCss(css: SystemContext['css']): SystemContext['css'] {
  let kept = new Map<string, SystemStyleObject>();
  return (...styles) => {
    const key = keyOf(styles);
    let result = kept.get(key);
    if (result === undefined) {
      result = alsoSerialised(css(...styles));
      if (kept.size >= keptStyles) kept = new Map();
      kept.set(key, result);
    }
    return result;
  };
}

/** The styles a recipe gives: one style object, or one per slot. */
function noteSystemMade(styles: unknown, slots: boolean): void {
  if (typeof styles !== 'object' || styles === null) return;
  if (!slots) {
    systemMade.add(styles);
    return;
  }
  for (const slot of Object.values(styles as Record<string, unknown>)) {
    if (typeof slot === 'object' && slot !== null) systemMade.add(slot);
  }
}

/**
 * `recipe` remembering the styles it gives per variant props (by their JSON, as `css` does) and
 * noting them as the system's; everything else about it (its variants, its class name, `merge`…)
 * as it is.
 */
function noting<Recipe extends (props?: never) => unknown>(recipe: Recipe, slots: boolean): Recipe {
  let kept = new Map<string, unknown>();
  function noted(this: unknown, props?: never) {
    const key = JSON.stringify(props) ?? '';
    let styles = kept.get(key);
    if (styles === undefined) {
      styles = recipe.call(this, props);
      noteSystemMade(styles, slots);
      if (kept.size >= keptStyles) kept = new Map();
      kept.set(key, styles);
    }
    return styles;
  }
  return Object.assign(noted, recipe);
}

function rememberedCva(cva: SystemContext['cva']): SystemContext['cva'] {
  const kept = new WeakMap<object, ReturnType<SystemContext['cva']>>();
  return ((config) => {
    if (typeof config !== 'object' || config === null) return noting(cva(config), false);
    let recipe = kept.get(config);
    if (recipe === undefined) {
      recipe = noting(cva(config), false);
      kept.set(config, recipe);
    }
    return recipe;
  }) as SystemContext['cva'];
}

/** The theme's recipe of `key`, noting the styles it gives (one recipe function per key, as Chakra keeps). */
function rememberedRecipeFn(
  getRecipeFn: (key: string, fallback?: unknown) => unknown,
  slots: boolean,
): (key: string, fallback?: unknown) => unknown {
  const kept = new Map<unknown, unknown>();
  return (key, fallback) => {
    const recipe = getRecipeFn(key, fallback);
    let noted = kept.get(recipe);
    if (noted === undefined) {
      noted = typeof recipe === 'function' ? noting(recipe as () => unknown, slots) : recipe;
      kept.set(recipe, noted);
    }
    return noted;
  };
}

function rememberedIsValidProperty(
  isValidProperty: SystemContext['isValidProperty'],
): SystemContext['isValidProperty'] {
  const kept = new Map<string, boolean>();
  return (prop) => {
    let valid = kept.get(prop);
    if (valid === undefined) {
      valid = isValidProperty(prop);
      if (kept.size < keptStyles) kept.set(prop, valid);
    }
    return valid;
  };
}

/** `system` with remembering style functions, and its global styles serialised once when first drawn. */
export function withRememberedStyles<System extends SystemContext>(system: System): System {
  let globalStyles: ReturnType<typeof serialize> | null = null;
  return Object.defineProperties(
    Object.create(Object.getPrototypeOf(system) as object | null) as System,
    {
      ...Object.getOwnPropertyDescriptors(system),
      css: { value: rememberedCss(system.css.bind(system)), enumerable: true },
      cva: { value: rememberedCva(system.cva.bind(system)), enumerable: true },
      getRecipeFn: {
        value: rememberedRecipeFn(system.getRecipeFn.bind(system), false),
        enumerable: true,
      },
      getSlotRecipeFn: {
        value: rememberedRecipeFn(system.getSlotRecipeFn.bind(system), true),
        enumerable: true,
      },
      isValidProperty: {
        value: rememberedIsValidProperty(system.isValidProperty.bind(system)),
        enumerable: true,
      },
      _global: {
        get: () => (globalStyles ??= serialize(system._global)),
        enumerable: true,
      },
    },
  );
}
