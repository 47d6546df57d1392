/**
 * The XSS corpus rendered in Chromium where the public reads rich text: each vector is stored through
 * the API by the administrator on a portal of this test's own — as an announcement, published and
 * opened at /dynamics/detail, and as a content-wall entry opened where that entry is shown (/about,
 * /richTextCenter, the home page's notice) — and the page must not run any of it. A trap set before
 * the app starts records every alert, confirm and prompt, every `window.__xss.push(…)` a payload
 * makes, and every Content-Security-Policy violation (an inline script or handler the policy had to
 * stop is a payload the sanitizers let through); dialogs are recorded too.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../../scripts/portal/demo-sign-in';
import { e2ePort } from '../../scripts/portal/base-url';
import { startSeparatePortal, type SeparatePortal } from '../support/e2e-separate-portal';
import { xssCorpus, type XssVector } from '../support/xss-corpus';

const apiPath = '/alpha-portal/api/v1';

declare global {
  interface Window {
    __xss: string[];
  }
}

/** Runs in every frame before any of its scripts. */
function installTrap(): void {
  window.__xss = [];
  const record =
    (what: string) =>
    (...args: unknown[]): null => {
      window.__xss.push(`${what}(${args.map(String).join(',')})`);
      return null;
    };
  window.alert = record('alert');
  window.confirm = (...args: unknown[]) => {
    record('confirm')(...args);
    return false;
  };
  window.prompt = record('prompt');
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__xss.push(`CSP ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
  });
}

/** What of the rendered rich text could still run or load something. */
function dangerousRenderedParts(): string[] {
  const found: string[] = [];
  for (const root of document.querySelectorAll('.portal-rich-text')) {
    for (const element of root.querySelectorAll('*')) {
      const name = element.localName;
      if (
        /^(script|style|iframe|frame|object|embed|base|meta|link|form|input|button|img|svg|math|template|video|audio|source)$/.test(
          name,
        )
      ) {
        found.push(`<${name}>`);
      }
      for (const attribute of element.attributes) {
        if (
          /^on/i.test(attribute.name) ||
          /^(style|srcdoc|formaction|action)$/i.test(attribute.name)
        ) {
          found.push(`<${name} ${attribute.name}>`);
        }
        if (/^\s*(javascript|vbscript|data):/i.test(attribute.value)) {
          found.push(`<${name} ${attribute.name}=${attribute.value}>`);
        }
      }
    }
  }
  return found;
}

function bodyOf(vector: XssVector, index: number): string {
  return `<p>XSS 向量 ${String(index + 1)}</p>${vector.html}`;
}

/** Vectors with a null character are refused by the server (4000), so none of them reaches a page. */
const renderedCorpus = xssCorpus.filter((vector) => !vector.html.includes('\u0000'));

const contentWallPages = [
  ['about', '/about'],
  ['privacy', '/richTextCenter'],
  ['homeNotice', '/home'],
] as const;

test.describe('XSS 语料在浏览器中渲染', () => {
  let portal: SeparatePortal;
  let token = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    portal = await startSeparatePortal({ port: e2ePort + 13, env: {} });
    token = (await signInAs('operator', portal.baseUrl)).token;
  });

  test.afterAll(async () => {
    await portal.stop();
  });

  async function post(path: string, body: unknown): Promise<unknown> {
    const response = await fetch(`${portal.baseUrl}${apiPath}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-token': token },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; msg: string; data: unknown };
    expect(envelope.code, `${path}: ${envelope.msg}`).toBe(0);
    return envelope.data;
  }

  /** A page with the trap set and every dialog recorded; returns what the trap saw. */
  async function trappedPage(page: Page): Promise<() => Promise<string[]>> {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`dialog ${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const consoleCsp: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleCsp.push(message.text());
    });
    await page.addInitScript(installTrap);
    return async () => {
      const trapped = await Promise.all(
        page.frames().map((frame) => frame.evaluate(() => window.__xss).catch(() => [])),
      );
      return [...dialogs.splice(0), ...consoleCsp.splice(0), ...trapped.flat()];
    };
  }

  async function openAndCheck(page: Page, path: string, marker: string): Promise<string[]> {
    await page.goto(`${portal.baseUrl}${path}`);
    await expect(page.locator('.portal-rich-text').filter({ hasText: marker })).toBeVisible();
    // Failed loads (img src=x, …) answer quickly; their handlers would have run by now.
    await page.waitForLoadState('networkidle');
    return page.evaluate(dangerousRenderedParts);
  }

  test('公告：每个向量发布后在 /dynamics/detail 中都不执行', async ({ page }) => {
    test.setTimeout(600_000);
    const seen = await trappedPage(page);
    const problems: string[] = [];
    for (const [index, vector] of renderedCorpus.entries()) {
      const added = (await post('/primary/announcement/add', {
        title: `XSS 公告 ${String(index + 1)}`,
        content: bodyOf(vector, index),
      })) as { id: string };
      await post('/primary/announcement/publish', { id: added.id });
      const rendered = await openAndCheck(
        page,
        `/dynamics/detail?id=${encodeURIComponent(added.id)}`,
        `XSS 向量 ${String(index + 1)}`,
      );
      const ran = await seen();
      if (rendered.length > 0 || ran.length > 0) {
        problems.push(`${vector.name}: ${[...rendered, ...ran].join('; ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('内容墙：每个向量在关于平台、隐私政策声明与首页公告中都不执行', async ({ page }) => {
    test.setTimeout(600_000);
    const seen = await trappedPage(page);
    const problems: string[] = [];
    for (const [index, vector] of renderedCorpus.entries()) {
      const [key, path] = contentWallPages[index % contentWallPages.length] ?? contentWallPages[0];
      await post('/primary/content-config/update', {
        key,
        title: `XSS 内容 ${String(index + 1)}`,
        content: bodyOf(vector, index),
      });
      const rendered = await openAndCheck(page, path, `XSS 向量 ${String(index + 1)}`);
      const ran = await seen();
      if (rendered.length > 0 || ran.length > 0) {
        problems.push(`${vector.name} (${path}): ${[...rendered, ...ran].join('; ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('陷阱本身有效：页面脚本调用 alert 与 __xss 会被记录', async ({ page }) => {
    const seen = await trappedPage(page);
    await page.goto(`${portal.baseUrl}/about`);
    await page.evaluate(() => {
      window.alert('probe');
      window.__xss.push('probe');
    });
    expect(await seen()).toEqual(expect.arrayContaining(['alert(probe)', 'probe']));
    // An inline handler slipped into the page is stopped by the policy, and the trap sees it.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src="/x" onerror="window.__xss.push(1)">',
      );
    });
    await expect
      .poll(async () => (await seen()).some((entry) => entry.startsWith('CSP ')))
      .toBe(true);
  });
});
