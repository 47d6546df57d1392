/**
 * Full-page screenshots of a running portal, for people to look at pages without opening a browser.
 *
 *   npx tsx scripts/screenshot.ts [--base URL] [--out DIR] [--mobile] [--elderly] [--lang en-US] [--as operator|corporate] path...
 *
 * Desktop shots are 1366×768; with --mobile each path is also taken at 390×844. With --as the pages are
 * taken signed in as a demo identity (demo mode only): the administrator, or a legal person through the
 * SSO stand-in. With --elderly the pages are taken in 长辈模式 (larger type, src/lib/elderly-mode.ts) and
 * the file names get an `elderly.` prefix. With --lang en-US the pages are taken in English (the
 * `portal_lang` cookie the language switch sets) and the file names get an `en-US.` prefix. The portal must already be running (`npm start`, or `npm run dev` with
 * --base http://127.0.0.1:5173).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import type { AuthState } from '@machines/auth/auth.types';
import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageCookieName,
} from '../src/i18n/languages';
import { storageKeys } from '../src/lib/storage-keys';
import { placeAuthState, signInAs, type DemoIdentity } from './portal/demo-sign-in';
import { chromiumArgs, chromiumExecutablePath } from './portal/chromium';

const viewports = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 390, height: 844 },
} as const;

const networkIdleTimeoutMs = 10_000;

type ViewportName = keyof typeof viewports;

const usage =
  '用法 / usage: npx tsx scripts/screenshot.ts [--base URL] [--out DIR] [--mobile] [--elderly] [--lang en-US] [--as operator|corporate] path...\n' +
  '  例如: npx tsx scripts/screenshot.ts /home /about /dataResource';

/** Turns a route such as `/dataResource/detail?id=1` into a safe file name `dataResource_detail_id-1`. */
function fileNameFor(path: string, viewport: ViewportName): string {
  const slug =
    path
      .replace(/^\/+/, '')
      .replace(/[/?&#]+/g, '_')
      .replace(/=/g, '-')
      .replace(/[^\w.\u4e00-\u9fa5-]+/g, '')
      .replace(/_+$/, '') || 'root';
  return `${slug}.${viewport}.png`;
}

type Shot = {
  base: string;
  path: string;
  viewport: ViewportName;
  outDir: string;
  /** Signed in as this user, or a visitor when null. */
  authState: AuthState | null;
  identity: DemoIdentity | null;
  /** Taken in 长辈模式. */
  elderly: boolean;
  language: Language;
};

function isDemoIdentity(value: string): value is DemoIdentity {
  return value === 'operator' || value === 'corporate';
}

async function shoot(browser: Browser, shot: Shot): Promise<string> {
  const { base, path, viewport, outDir, authState, identity, elderly, language } = shot;
  const context = await browser.newContext({
    viewport: viewports[viewport],
    deviceScaleFactor: 1,
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  try {
    if (language !== defaultLanguage) {
      await context.addCookies([{ name: languageCookieName, value: language, url: base }]);
    }
    const page = await context.newPage();
    if (authState) await placeAuthState(page, authState, base);
    if (elderly) {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        storageKeys.elderlyMode,
        'on',
      ] as const);
    }
    const response = await page.goto(new URL(path, base).toString(), { waitUntil: 'load' });
    if (response && !response.ok()) {
      console.warn(`  ! ${path} 返回 HTTP ${response.status()}`);
    }
    // Lazily loaded pages fetch their data after the load event; a page that keeps polling is taken as is.
    await page.waitForLoadState('networkidle', { timeout: networkIdleTimeoutMs }).catch(() => {
      console.warn(`  ! ${path} 在 ${networkIdleTimeoutMs / 1000} 秒内网络未静止，按当前状态截图`);
    });
    // Web fonts and lazily rendered content settle before the picture is taken.
    await page.evaluate(() => document.fonts.ready);
    const prefix =
      (language !== defaultLanguage ? `${language}.` : '') +
      (elderly ? 'elderly.' : '') +
      (identity ? `${identity}.` : '');
    const file = join(outDir, prefix + fileNameFor(path, viewport));
    await page.screenshot({ path: file, fullPage: true });
    return file;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      base: { type: 'string', default: 'http://127.0.0.1:8080' },
      out: { type: 'string', default: '/tmp/portal-shots' },
      mobile: { type: 'boolean', default: false },
      elderly: { type: 'boolean', default: false },
      lang: { type: 'string', default: defaultLanguage },
      as: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(usage);
    process.exitCode = values.help ? 0 : 1;
    return;
  }

  const identity = values.as ?? null;
  if (identity !== null && !isDemoIdentity(identity)) {
    console.error(`--as 只能是 operator（运营人员）或 corporate（法人用户），当前为：${identity}`);
    process.exitCode = 1;
    return;
  }
  const language = values.lang;
  if (!isLanguage(language)) {
    console.error(`--lang 只能是 zh-CN 或 en-US，当前为：${language}`);
    process.exitCode = 1;
    return;
  }
  const authState = identity ? await signInAs(identity, values.base) : null;
  if (authState) console.log(`  已登录：${authState.name}（${identity ?? ''}）`);

  const outDir = resolve(values.out);
  mkdirSync(outDir, { recursive: true });
  const targets: ViewportName[] = values.mobile ? ['desktop', 'mobile'] : ['desktop'];

  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: chromiumArgs,
  });
  let failures = 0;
  try {
    for (const path of positionals) {
      const route = path.startsWith('/') ? path : `/${path}`;
      for (const viewport of targets) {
        try {
          const shot = {
            base: values.base,
            path: route,
            viewport,
            outDir,
            authState,
            identity,
            elderly: values.elderly,
            language,
          };
          const file = await shoot(browser, shot);
          console.log(`  ✓ ${route} (${viewport}) → ${file}`);
        } catch (error) {
          failures += 1;
          const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
          console.error(`  ✗ ${route} (${viewport}) 截图失败：${reason}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  if (failures > 0) process.exitCode = 1;
}

await main();
