/**
 * The server's allow-list for stored rich text: what the announcement editor produces survives as it
 * is, and each known way of smuggling script, styles, frames or foreign addresses into HTML is removed.
 */
import { describe, expect, it } from 'vitest';
import { plainTextOf } from '../../server/rich-text/plain-text-of';
import { safeHref, sanitizeRichText } from '../../server/rich-text/sanitize-rich-text';
import { unbalancedMarkupIn } from '../support/unbalanced-markup';

/** Anything that would run script, load something or restyle the page, in any spelling. */
const dangerous =
  /<\s*\/?\s*(script|style|iframe|frame|object|embed|img|svg|math|form|input|button|link|meta|base|video|audio|source|template|textarea|select)\b|\son[a-z]+\s*=|javascript:|vbscript:|data:|srcdoc|formaction|xlink|style\s*=|expression\(/i;

const vectors: ReadonlyArray<readonly [string, string]> = [
  ['script tag', '<p>正文</p><script>alert(1)</script>'],
  ['script tag in upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>正文</p>'],
  ['script split by a nested tag', '<scr<script>ipt>alert(1)</scr</script>ipt><p>正文</p>'],
  ['unclosed script', '<p>正文</p><script>alert(1)'],
  ['img with onerror', '<p>正文</p><img src=x onerror="alert(1)">'],
  ['event handler on an allowed tag', '<p onclick="alert(1)" onmouseover=alert(2)>正文</p>'],
  ['event handler with odd spacing', '<p/onclick=alert(1)>正文</p>'],
  ['javascript: link', '<a href="javascript:alert(1)">正文</a>'],
  ['javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">正文</a>'],
  ['javascript: link with a tab entity', '<a href="java&#x09;script:alert(1)">正文</a>'],
  [
    'javascript: link with decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">正文</a>',
  ],
  [
    'javascript: link behind leading space and control characters',
    '<a href=" \u0001javascript:alert(1)">正文</a>',
  ],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">正文</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">正文</a>'],
  ['data: image', '<p>正文</p><img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['svg with onload', '<svg onload=alert(1)><p>隐藏</p></svg><p>正文</p>'],
  ['svg script with xlink', '<svg><script xlink:href="data:,alert(1)"></script></svg><p>正文</p>'],
  [
    'svg animate setting an href',
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text>x</text></a></svg><p>正文</p>',
  ],
  [
    'math with a javascript link',
    '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math><p>正文</p>',
  ],
  [
    'math and style namespace confusion',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>正文</p>',
  ],
  ['style element', '<style>body{display:none}</style><p>正文</p>'],
  ['style attribute', '<p style="background:url(javascript:alert(1));position:fixed">正文</p>'],
  ['iframe', '<iframe src="https://evil.example"></iframe><p>正文</p>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>正文</p>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>正文</p>'],
  [
    'form with formaction',
    '<form><button formaction="javascript:alert(1)">x</button></form><p>正文</p>',
  ],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>正文</p>'],
  ['base href', '<base href="https://evil.example/"><p>正文</p>'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css"><p>正文</p>'],
  [
    'noscript mutation',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>正文</p>',
  ],
  ['template content', '<template><img src=x onerror=alert(1)></template><p>正文</p>'],
  ['comment hiding a script', '<!--<script>alert(1)</script>--><p>正文</p>'],
  ['conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]--><p>正文</p>'],
  ['encoded markup stays text', '<p>&lt;script&gt;alert(1)&lt;/script&gt;正文</p>'],
  ['video with onerror', '<video><source onerror="alert(1)"></video><p>正文</p>'],
  [
    'textarea breaking out',
    '<textarea></textarea><img src=x onerror=alert(1)></textarea><p>正文</p>',
  ],
  ['protocol-relative link', '<a href="//evil.example/x">正文</a>'],
];

describe('the rich-text sanitizer', () => {
  it.each(vectors)('removes %s', (_name, html) => {
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(dangerous);
    expect(clean).not.toContain('alert(1)<');
    expect(plainTextOf(clean)).toContain('正文');
    expect(unbalancedMarkupIn(clean)).toBeNull();
    // Sanitizing the result again changes nothing: no markup is left for a second pass to find.
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('covers at least twenty vectors', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(20);
  });

  it('drops the whole content of script, style, svg and math rather than showing it as text', () => {
    expect(
      sanitizeRichText(
        '<script>alert(1)</script><style>p{}</style><svg><p>x</p></svg><math>y</math>',
      ),
    ).toBe('');
  });

  it('keeps a link without a safe address as its text only', () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">点这里</a></p>')).toBe(
      '<p>点这里</p>',
    );
    expect(sanitizeRichText('<p><a href="/dataResource">相对地址</a></p>')).toBe('<p>相对地址</p>');
    expect(sanitizeRichText('<p><a>无地址</a></p>')).toBe('<p>无地址</p>');
  });

  it('writes balanced markup when it unwraps a link next to other elements', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['<a href="javascript:x">a</a><p>b</p>', 'a<p>b</p>'],
      [
        '<table><tr><td><a href="javascript:1">x</a></td></tr></table><p>后</p>',
        '<table><tr><td>x</td></tr></table><p>后</p>',
      ],
      [
        '<ul><li><a href="vbscript:1"><strong>l</strong></a></li></ul>',
        '<ul><li><strong>l</strong></li></ul>',
      ],
      [
        '<a>q<a href="https://example.cn">r</a></a>s',
        'q<a href="https://example.cn" rel="noopener noreferrer nofollow" target="_blank">r</a>s',
      ],
    ];
    for (const [html, stored] of cases) {
      const clean = sanitizeRichText(html);
      expect(clean, html).toBe(stored);
      expect(unbalancedMarkupIn(clean), html).toBeNull();
    }
  });

  it('forces rel and target on safe links and drops every other attribute', () => {
    expect(
      sanitizeRichText(
        '<a href="https://data.jiangsu.gov.cn/x?a=1&amp;b=2" target="_self" rel="opener" title="t" class="c" id="i">链接</a>',
      ),
    ).toBe(
      '<a href="https://data.jiangsu.gov.cn/x?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">链接</a>',
    );
    expect(sanitizeRichText('<a href="mailto:service@example.cn">邮件</a>')).toContain(
      'href="mailto:service@example.cn"',
    );
    expect(sanitizeRichText('<a href="HTTP://example.cn">大写</a>')).toContain(
      'href="HTTP://example.cn"',
    );
  });

  it('keeps what the editor produces unchanged', () => {
    const html = [
      '<h2>一、总体要求</h2>',
      '<h3>（一）适用范围</h3>',
      '<h4>说明</h4>',
      '<p>本通知所称<strong>公共数据</strong>，是指<em>各级行政机关</em>在依法履职过程中<u>产生</u>的数据，<s>不含</s>涉密数据。</p>',
      '<ul><li><p>金融专区</p></li><li><p>医疗健康专区</p></li></ul>',
      '<ol start="3"><li><p>第三项</p></li></ol>',
      '<blockquote><p>引用的原文</p></blockquote>',
      '<pre><code>curl https://example.cn</code></pre>',
      '<p>行内<code>code</code>与换行<br />第二行</p>',
      '<hr />',
      '<table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td>甲</td><td rowspan="1">乙</td></tr></tbody></table>',
    ].join('');
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('maps legacy formatting tags onto the allowed ones', () => {
    expect(
      sanitizeRichText('<h1>标题</h1><p><b>粗</b><i>斜</i><del>删</del><strike>删</strike></p>'),
    ).toBe('<h2>标题</h2><p><strong>粗</strong><em>斜</em><s>删</s><s>删</s></p>');
  });

  it('keeps the text of unknown harmless tags and drops bad attribute values', () => {
    expect(
      sanitizeRichText('<div><span class="x">文字</span></div><ol start="1;x"><li>a</li></ol>'),
    ).toBe('文字<ol><li>a</li></ol>');
  });
});

describe('safe link addresses', () => {
  it('accepts only absolute http, https and mailto addresses', () => {
    expect(safeHref('https://example.cn/a')).toBe('https://example.cn/a');
    expect(safeHref('  http://example.cn  ')).toBe('http://example.cn');
    expect(safeHref('mailto:a@example.cn')).toBe('mailto:a@example.cn');
    expect(safeHref('ftp://example.cn')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
    expect(safeHref('//example.cn')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://')).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });
});

describe('the plain text of rich text', () => {
  it('puts each block on its own line and decodes the text', () => {
    expect(
      plainTextOf(
        sanitizeRichText(
          '<h2>标题</h2><p>甲 &amp; 乙 &lt;丙&gt; "丁"&nbsp;戊</p><ul><li><p>一</p></li><li><p>二</p></li></ul><p>上<br>下</p><table><tr><td>a</td><td>b</td></tr></table>',
        ),
      ),
    ).toBe('标题\n甲 & 乙 <丙> "丁" 戊\n一\n二\n上\n下\na b');
  });

  it('does not decode twice', () => {
    expect(plainTextOf(sanitizeRichText('<p>&amp;lt;</p>'))).toBe('&lt;');
  });

  it('is empty for markup without text', () => {
    expect(plainTextOf(sanitizeRichText('<p></p><hr><p> <br> </p>'))).toBe('');
  });
});
