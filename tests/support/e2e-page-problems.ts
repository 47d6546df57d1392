/**
 * Collects what a visitor would never want to see go wrong on a page: uncaught errors, console errors,
 * requests to the API that fail outright, answer with an HTTP error, or answer with an envelope code
 * other than success. The smoke test asserts the list is empty after each public page settles.
 */
import type { Page, Response } from '@playwright/test';

const apiPrefix = '/alpha-portal/api/v1/';

/** Envelope codes that are not a failure: 0 success, 4212 "nothing to change" (returned silently). */
const quietCodes = new Set([0, 4212]);

function isApiUrl(url: string): boolean {
  return new URL(url).pathname.startsWith(apiPrefix);
}

function describe(response: Response): string {
  const url = new URL(response.url());
  return `${response.request().method()} ${url.pathname}`;
}

function envelopeCode(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const code: unknown = Reflect.get(body, 'code');
  return typeof code === 'number' ? code : null;
}

async function checkApiResponse(response: Response): Promise<string | null> {
  if (!isApiUrl(response.url())) return null;
  if (response.status() >= 400) return `接口返回 HTTP ${response.status()}：${describe(response)}`;
  const contentType = response.headers()['content-type'] ?? '';
  if (!contentType.includes('application/json')) return null;
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    // The page navigated away and the body is gone; nothing the visitor could have seen.
    if (error instanceof Error && /closed|disposed|No resource/i.test(error.message)) return null;
    return `接口返回了无法解析的 JSON：${describe(response)}`;
  }
  const code = envelopeCode(body);
  if (code === null) return `接口响应缺少 code：${describe(response)}`;
  return quietCodes.has(code) ? null : `接口返回 code ${code}：${describe(response)}`;
}

export type PageProblems = {
  /** Every problem seen so far, in order, as one readable line each. */
  readonly list: string[];
  /** Waits for responses still being read, then returns the list. */
  settled(): Promise<string[]>;
};

export function watchPageProblems(page: Page): PageProblems {
  const list: string[] = [];
  const pending = new Set<Promise<void>>();

  page.on('pageerror', (error) => list.push(`未捕获的页面错误：${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') list.push(`控制台错误：${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    if (!isApiUrl(request.url())) return;
    const reason = request.failure()?.errorText ?? '未知原因';
    list.push(`接口请求失败（${reason}）：${request.method()} ${new URL(request.url()).pathname}`);
  });
  page.on('response', (response) => {
    const check = checkApiResponse(response).then((problem) => {
      if (problem !== null) list.push(problem);
    });
    pending.add(check);
    void check.finally(() => pending.delete(check));
  });

  return {
    list,
    async settled() {
      await Promise.all(pending);
      return list;
    },
  };
}
