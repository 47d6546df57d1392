/**
 * A page the server drew keeps its styles where they are: the server writes the theme's global styles
 * and the page's class rules without emotion's mark, and the browser's style cache counts those
 * classes as written, so taking the page over neither moves nor writes a stylesheet.
 */
/* eslint-disable testing-library/no-node-access -- the subject is <style> elements in <head>, which no
   query for what a user sees can reach */
import createCache from '@emotion/cache';
import { Box } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Provider } from '@/components/ui/provider';
import {
  adoptServerStyles,
  classStylesAttribute,
  globalStylesAttribute,
  serverStyleElements,
} from '@/app/ssr/server-styles';

/**
 * What the server would write for a page with one box: its class rule, taken from a render into a
 * style container of its own, and stand-in global styles.
 */
function serverRender() {
  const container = document.createElement('div');
  const cache = createCache({ key: 'css', container });
  const { container: drawnIn, unmount } = render(
    <CacheProvider value={cache}>
      <Provider>
        <Box color="brand.fg" px="4">
          政务公开
        </Box>
      </Provider>
    </CacheProvider>,
    { container: document.createElement('div') },
  );
  const html = drawnIn.innerHTML;
  unmount();
  const name = /class="css-([a-z0-9]+)"/.exec(html)?.[1] ?? '';
  const rules = [...container.querySelectorAll('style')].map((style) => style.textContent).join('');
  const classRule = rules.slice(rules.indexOf(`.css-${name}{`));
  const serverCache = createCache({ key: 'css', container: document.createElement('div') });
  serverCache.inserted.g1 = '@layer reset, base, tokens, recipes;';
  serverCache.inserted.g2 = ':root{--portal-colors-brand-600:#046af3;}';
  serverCache.inserted[name] = classRule.slice(0, classRule.indexOf('}') + 1);
  return { html, name, styles: serverStyleElements(serverCache) };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('server styles', () => {
  it('writes the theme globally and the page classes by name, with no emotion mark', () => {
    const { name, styles } = serverRender();
    expect(name).not.toBe('');
    expect(styles).not.toContain('data-emotion');
    expect(styles).toMatch(
      new RegExp(`^<style ${globalStylesAttribute}>@layer reset, base, tokens, recipes;:root`),
    );
    const classes = new RegExp(`<style ${classStylesAttribute}="([^"]*)">(.*)</style>$`).exec(
      styles,
    );
    expect(classes?.[1]).toBe(name);
    expect(classes?.[2]).toMatch(new RegExp(`^\\.css-${name}\\{color:`));
  });

  it('orders the class rules as the markup first uses them, whichever part was drawn first', () => {
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    // Written as a rendering that drew the footer before a part that waited for its data.
    cache.inserted.foot = '.css-foot{color:gray}';
    cache.inserted.unused = '.css-unused{color:red}';
    cache.inserted.list = '.css-list{display:grid}';
    cache.inserted.item = '.css-item{padding:4px}';
    const markup =
      '<main class="css-list"><p class="chakra-text css-item">一</p><p class="css-item">二</p></main>' +
      '<footer class="css-foot">页脚</footer>';
    expect(serverStyleElements(cache, markup)).toBe(
      `<style ${globalStylesAttribute}></style>` +
        `<style ${classStylesAttribute}="list item foot unused">` +
        '.css-list{display:grid}.css-item{padding:4px}.css-foot{color:gray}.css-unused{color:red}</style>',
    );
  });

  it('keeps a closing style tag in a rule from ending the element', () => {
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    cache.inserted.abc = '.css-abc{content:"</style><script>"}';
    expect(serverStyleElements(cache)).not.toContain('</style><script>');
  });

  it('adopts the server styles in the browser: nothing is moved, written or written twice', () => {
    const { html, styles } = serverRender();
    document.head.innerHTML = styles;
    const before = [...document.head.children];
    const adopted = adoptServerStyles();
    expect(adopted).not.toBeNull();
    if (adopted === null) return;

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    render(
      <Provider serverStyles={adopted}>
        <Box color="brand.fg" px="4">
          政务公开
        </Box>
      </Provider>,
      { container, hydrate: true },
    );
    // The same elements, in the same place, and no stylesheet added beside them.
    expect([...document.head.children]).toEqual(before);
    expect(document.querySelectorAll('style')).toHaveLength(2);
  });

  it('writes a class the server did not draw, once', () => {
    const { styles } = serverRender();
    document.head.innerHTML = styles;
    const adopted = adoptServerStyles();
    if (adopted === null) throw new Error('styles not adopted');
    render(
      <Provider serverStyles={adopted}>
        <Box color="red.600" py="7">
          新内容
        </Box>
      </Provider>,
    );
    const written = [...document.querySelectorAll('style[data-emotion]')];
    expect(written.length).toBeGreaterThan(0);
    const text = written.map((style) => style.textContent).join('');
    // Only the new class; the theme's globals are not written again.
    expect(text).toContain('--portal-colors-red-600');
    expect(text).not.toContain('--portal-colors-brand-600:');
    expect(text).not.toContain('@layer reset');
  });

  it('leaves a page without server styles to bring its own', () => {
    document.head.innerHTML = '<style>.x{}</style>';
    expect(adoptServerStyles()).toBeNull();
  });
});
