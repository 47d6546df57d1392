/**
 * A Vite plugin: Chakra's `createSystem` (@chakra-ui/react 3.37.0, pinned) writes the theme's global
 * styles — preflight, global CSS and one CSS variable per token — as soon as the system is built,
 * nearly half the cost of building it, although only its provider reads them, to write them into the
 * page. A page the server drew already has them (src/components/ui/server-styles.ts), so here they are
 * written when first read instead: `_global` becomes a getter that computes them once.
 *
 * The rewrite names the exact lines it replaces and fails the build if they are not there, so a
 * Chakra release that changes them is noticed, not silently left eager.
 */
import type { Plugin } from 'vite';

const systemModule = /@chakra-ui[/\\]react[/\\]dist[/\\]esm[/\\]styled-system[/\\]system\.js$/;
const eager = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
const returned = '    _global,\n';

/** The module with `_global` computed on first read; throws when the code is not the expected one. */
export function globalStylesOnDemand(code: string): string {
  if (!code.includes(eager) || code.split(returned).length !== 2) {
    throw new Error(
      'chakra-global-styles-on-demand: @chakra-ui/react 的 createSystem 与预期不同，请检查此改写是否仍然适用',
    );
  }
  return code
    .replace(eager, () => '  let globalStyles;\n')
    .replace(
      returned,
      () =>
        '    get _global() {\n' +
        '      return (globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n' +
        '    },\n',
    );
}

export function chakraGlobalStylesOnDemand(): Plugin {
  return {
    name: 'portal:chakra-global-styles-on-demand',
    enforce: 'pre',
    transform(code, id) {
      if (!systemModule.test(id.split('?')[0] ?? id)) return null;
      return { code: globalStylesOnDemand(code), map: null };
    },
  };
}
