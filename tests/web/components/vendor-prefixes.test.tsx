/**
 * The portal's styles carry only the vendor prefixes a supported browser still needs
 * (src/components/ui/vendor-prefixes.ts): the CSS of a style is emotion's default CSS without the
 * prefixes of old browsers, every standard declaration still there, in the same order.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, ClassNames, keyframes, type CSSObject } from '@emotion/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStyleCache } from '@/components/ui/style-cache';

/** The CSS `cache` writes for `style`. */
function cssOf(cache: EmotionCache, style: CSSObject): string {
  const { unmount } = render(
    <CacheProvider value={cache}>
      <ClassNames>{(content) => <div className={content.css(style)} />}</ClassNames>
    </CacheProvider>,
  );
  const css = cache.sheet.tags.map((tag) => tag.textContent).join('');
  unmount();
  cache.sheet.flush();
  return css;
}

const portalCss = (style: CSSObject) => cssOf(createStyleCache(), style);
const emotionCss = (style: CSSObject) => cssOf(createCache({ key: 'css' }), style);

/** The top-level rules of `css`, each with what it holds. */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    if (css[index] === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, index + 1));
        start = index + 1;
      }
    }
  }
  return rules;
}

const prefix = /-(?:webkit|moz|ms)-/;

/** `css` without the rules its prefixes copied and without prefixed declarations: the standard CSS. */
function standard(css: string): string {
  return topLevelRules(css)
    .filter((rule) => !prefix.test(rule.slice(0, rule.indexOf('{'))))
    .join('')
    .replace(
      /(?<=[{;])(?:-(?:webkit|moz|ms)-[\w-]+:[^;}]*|[\w-]+:-(?:webkit|moz|ms)-[^;}]*);?/g,
      '',
    );
}

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

/** A sample of what Chakra's recipes and the portal's styles write. */
const sample: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexDirection: 'column',
  flexShrink: 0,
  flexWrap: 'wrap',
  flex: '1',
  order: 2,
  transform: 'translateY(-1px)',
  translate: '0 2px',
  transition: 'transform 0.2s',
  animation: `${spin} 1s linear infinite`,
  height: 'fit-content',
  position: 'sticky',
  columnGap: '8px',
  userSelect: 'none',
  appearance: 'none',
  backdropFilter: 'blur(4px)',
  textDecoration: 'underline dotted',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  paddingInlineStart: '12px',
  '&::placeholder': { color: 'gray' },
};

describe('the vendor prefixes of the portal’s styles', () => {
  it('writes no prefix of old flexbox, -moz-, -ms-, transforms, animations or placeholders', () => {
    const css = portalCss(sample);
    expect(css).not.toMatch(/-ms-|-moz-/);
    expect(css).not.toMatch(
      /-webkit-(box-(align|pack|flex)|flex|align|justify|order|transform|translate|transition|animation|column|fit-content)/,
    );
    expect(css).not.toContain('display:-webkit-');
    expect(css).not.toContain('@-webkit-keyframes');
    expect(css).not.toContain('-webkit-input-placeholder');
    expect(css).not.toContain('-webkit-sticky');
  });

  it('keeps every standard declaration emotion writes, in the same order', () => {
    expect(standard(portalCss(sample))).toBe(standard(emotionCss(sample)));
    expect(emotionCss(sample)).toMatch(/-ms-/);
  });

  it('writes the -webkit- forms Safari still reads, before the standard one', () => {
    const css = portalCss(sample);
    for (const declaration of [
      'user-select:none;',
      'appearance:none;',
      'backdrop-filter:blur(4px);',
      'text-decoration:underline dotted;',
    ]) {
      expect(css).toContain(`-webkit-${declaration}${declaration}`);
    }
    expect(css).toContain('-webkit-padding-start:12px;padding-inline-start:12px;');
  });

  it('copies background-clip only for text', () => {
    expect(portalCss({ backgroundClip: 'text' })).toContain(
      '-webkit-background-clip:text;background-clip:text;',
    );
    expect(portalCss({ backgroundClip: 'padding-box' })).not.toContain('-webkit-');
  });

  it('leaves prefixed properties the styles write themselves as they are', () => {
    const css = portalCss(sample);
    expect(css).toContain('-webkit-line-clamp:2;');
    expect(css).toContain('-webkit-box-orient:vertical;');
  });
});
