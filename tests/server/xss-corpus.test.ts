/**
 * Every vector of the XSS corpus through every rich-text input of the API — the contract's `RichText`
 * fields: `primaryAnnouncementAdd.content` (as the content editor bianji), `primaryAnnouncementUpdate
 * .content` (as admin) and `primaryContentConfigUpdate.content` (every content-wall key) — read back
 * where the editors and the public read it: the write's own answer, the announcement's detail, the
 * public article detail once published and the public content wall. Nothing that could run script,
 * load a document, restyle the page or send a form may come back; harmless formatting must.
 */
import type { FastifyInstance } from 'fastify';
import { html as htmlSpec, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, envelopeOf, ManualClock } from '../support/server-app';
import { getApi, postApi, signInOperator } from '../support/server-auth';
import { unbalancedMarkupIn } from '../support/unbalanced-markup';
import { formattingControl, xssCorpus, type XssVector } from '../support/xss-corpus';

/** The server's allow-list (server/rich-text/sanitize-rich-text.ts), element by element. */
const allowedAttributes: Readonly<Record<string, readonly string[]>> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  a: ['href', 'rel', 'target'],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  code: [],
  pre: [],
  br: [],
  hr: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** In any tag of the markup (text is escaped, so `<…>` in the string is always markup). */
const executableInTag =
  /<\s*\/?\s*(script|style|iframe|frame|frameset|object|embed|base|meta|link|form|input|button|img|svg|math|template|noscript|textarea|select|video|audio|source|details|marquee|isindex|title|xmp|noembed)\b|\son[a-z]+\s*=|javascript:|vbscript:|data:|srcdoc|formaction|xlink|style\s*=|expression\(|background\s*=/i;

type ParsedNode = DefaultTreeAdapterTypes.ChildNode;

function elementsOf(nodes: readonly ParsedNode[]): DefaultTreeAdapterTypes.Element[] {
  return nodes.flatMap((node) => {
    if (!('tagName' in node)) return [];
    const inside = 'content' in node ? node.content.childNodes : node.childNodes;
    return [node, ...elementsOf(inside)];
  });
}

/**
 * What in `html` could run or load something; empty when it is safe. The markup is read twice: as
 * text, tag by tag, and parsed the way a browser parses it (parse5 implements the HTML standard's
 * parser, foreign content and all), element by element against the allow-list.
 */
function unsafePartsOf(html: string): string[] {
  const problems: string[] = [];
  for (const tag of html.match(/<[^>]*>?/g) ?? []) {
    if (executableInTag.test(tag)) problems.push(`tag ${tag}`);
  }
  for (const element of elementsOf(parseFragment(html).childNodes)) {
    const name = element.tagName;
    const allowed = allowedAttributes[name];
    if (allowed === undefined || element.namespaceURI !== htmlSpec.NS.HTML) {
      problems.push(`element <${name}>`);
      continue;
    }
    for (const attribute of element.attrs) {
      if (!allowed.includes(attribute.name)) problems.push(`<${name} ${attribute.name}>`);
    }
    const attribute = (wanted: string) =>
      element.attrs.find((candidate) => candidate.name === wanted)?.value;
    const href = attribute('href');
    if (href !== undefined && !/^(https?:\/\/|mailto:)/i.test(href)) problems.push(`href ${href}`);
    if (name === 'a' && attribute('rel') !== 'noopener noreferrer nofollow') {
      problems.push(`<a rel=${String(attribute('rel'))}>`);
    }
  }
  return problems;
}

/** A line of text first, so a vector the sanitizer removes entirely still leaves a body to store. */
function bodyOf(vector: XssVector, index: number, where: string): string {
  return `<p>${where} 向量 ${String(index + 1)}</p>${vector.html}`;
}

function contentOf(data: unknown): string {
  if (typeof data === 'object' && data !== null && 'content' in data) {
    if (typeof data.content === 'string') return data.content;
  }
  throw new Error(`no content in ${JSON.stringify(data)}`);
}

function idOf(data: unknown): string {
  if (typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string') {
    return data.id;
  }
  throw new Error(`no id in ${JSON.stringify(data)}`);
}

const contentWallKeys = ['about', 'privacy', 'homeNotice'] as const;

/**
 * A request carrying a null character is refused before anything is stored (PostgreSQL text cannot
 * hold one): such vectors are checked for that refusal, the rest for what is stored.
 */
const hasNullCharacter = (vector: XssVector) => vector.html.includes('\u0000');
const storableCorpus = xssCorpus.filter((vector) => !hasNullCharacter(vector));
const refusedCorpus = xssCorpus.filter(hasNullCharacter);

describe('the XSS corpus through every rich-text input', () => {
  let app: FastifyInstance;
  const clock = new ManualClock('2026-11-23T02:00:00.000Z');
  let editorToken = '';
  let adminToken = '';

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    editorToken = (await signInOperator(app, clock, 'bianji')).token;
    adminToken = (await signInOperator(app, clock, 'admin')).token;
  });

  afterAll(async () => {
    await app.close();
  });

  /** Sends one body through every input; answers what each place returned. */
  async function storeEverywhere(
    vector: XssVector,
    index: number,
  ): Promise<Array<readonly [string, string]>> {
    const seen: Array<readonly [string, string]> = [];
    const added = envelopeOf(
      await postApi(
        app,
        '/primary/announcement/add',
        { title: `公告 ${String(index + 1)}`, content: bodyOf(vector, index, '新建') },
        editorToken,
      ),
    );
    expect(added.code, `${vector.name}: add ${added.msg}`).toBe(0);
    const id = idOf(added.data);
    seen.push(['add answer', contentOf(added.data)]);
    const detail = envelopeOf(
      await postApi(app, '/primary/announcement/detail', { id }, editorToken),
    );
    expect(detail.code).toBe(0);
    seen.push(['announcement detail after add', contentOf(detail.data)]);

    const updated = envelopeOf(
      await postApi(
        app,
        '/primary/announcement/update',
        { id, content: bodyOf(vector, index, '修改') },
        adminToken,
      ),
    );
    expect(updated.code, `${vector.name}: update ${updated.msg}`).toBe(0);
    seen.push(['update answer', contentOf(updated.data)]);
    const published = envelopeOf(
      await postApi(app, '/primary/announcement/publish', { id }, adminToken),
    );
    expect(published.code).toBe(0);
    const article = envelopeOf(
      await getApi(app, `/web/article/detail?id=${encodeURIComponent(id)}`),
    );
    expect(article.code).toBe(0);
    seen.push(['public article detail', contentOf(article.data)]);

    const key = contentWallKeys[index % contentWallKeys.length] ?? 'about';
    const wallSaved = envelopeOf(
      await postApi(
        app,
        '/primary/content-config/update',
        { key, title: `内容 ${String(index + 1)}`, content: bodyOf(vector, index, '内容墙') },
        adminToken,
      ),
    );
    expect(wallSaved.code, `${vector.name}: content wall ${wallSaved.msg}`).toBe(0);
    seen.push([`content wall ${key} answer`, contentOf(wallSaved.data)]);
    const wall = envelopeOf(await getApi(app, '/content-config/wall/'));
    expect(wall.code).toBe(0);
    const entries = Array.isArray(wall.data) ? (wall.data as unknown[]) : [];
    const entry = entries.find(
      (candidate) =>
        typeof candidate === 'object' &&
        candidate !== null &&
        'key' in candidate &&
        candidate.key === key,
    );
    seen.push([`public content wall ${key}`, contentOf(entry)]);
    return seen;
  }

  it('has a corpus of at least 60 vectors', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(xssCorpus.map((vector) => vector.name)).size).toBe(xssCorpus.length);
  });

  it('sees the danger in every vector as it was sent (so a clean answer means something)', () => {
    // Text that only looks like markup to a person: the browser shows it as text, never as a tag.
    const inertAsSent = new Set([
      'unicode-escaped tag (full width)',
      'html-escaped script stays text',
    ]);
    const unseen = xssCorpus
      .filter((vector) => !inertAsSent.has(vector.name) && unsafePartsOf(vector.html).length === 0)
      .map((vector) => vector.name);
    expect(unseen).toEqual([]);
  });

  it('keeps nothing executable from any vector, in any input, wherever it is read, and stores balanced markup', async () => {
    const survivors: string[] = [];
    const unbalanced: string[] = [];
    for (const [index, vector] of storableCorpus.entries()) {
      for (const [where, html] of await storeEverywhere(vector, index)) {
        const problems = unsafePartsOf(html);
        if (problems.length > 0)
          survivors.push(`${vector.name} — ${where}: ${problems.join('; ')}`);
        const balance = unbalancedMarkupIn(html);
        if (balance !== null) unbalanced.push(`${vector.name} — ${where}: ${balance}`);
      }
    }
    expect(survivors).toEqual([]);
    expect(unbalanced).toEqual([]);
  });

  it('refuses a vector carrying a null character in every input, storing nothing', async () => {
    expect(refusedCorpus.length).toBeGreaterThan(0);
    for (const [index, vector] of refusedCorpus.entries()) {
      const body = bodyOf(vector, index, '空字符');
      const answers = [
        await postApi(
          app,
          '/primary/announcement/add',
          { title: '空字符', content: body },
          editorToken,
        ),
        await postApi(
          app,
          '/primary/announcement/update',
          { id: '00000000-0000-4000-8000-000000000001', content: body },
          adminToken,
        ),
        await postApi(
          app,
          '/primary/content-config/update',
          { key: 'about', title: '空字符', content: body },
          adminToken,
        ),
      ];
      expect(
        answers.map((answer) => envelopeOf(answer).code),
        vector.name,
      ).toEqual([4000, 4000, 4000]);
    }
  });

  it('keeps harmless formatting as it was written', async () => {
    const index = storableCorpus.length;
    const seen = await storeEverywhere(formattingControl, index);
    expect(seen).toHaveLength(6);
    for (const [where, html] of seen) {
      expect(unsafePartsOf(html), where).toEqual([]);
      expect(html, where).toContain('<h2>小标题</h2>');
      expect(html, where).toContain('<strong>粗体</strong><em>斜体</em><u>下划线</u>');
      expect(html, where).toContain('<ul><li>一项</li></ul>');
      expect(html, where).toContain(
        '<a href="https://example.org/" rel="noopener noreferrer nofollow" target="_blank">链接</a>',
      );
    }
  });
});
