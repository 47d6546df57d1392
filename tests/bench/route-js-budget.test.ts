/**
 * The JavaScript budget of /home and /dataResource (issue #16): what they need before they can be used
 * — the start, the page and its text areas (scripts/bench/route-js-closure.ts) — in at most 15
 * requests and 200 KB gzipped. Both are within it (26 Nov 2026: 194.7 and 195.7 KB); they were 267
 * and 260 KB before the auth actor, Trans, the pager's and the tabs' state machines, Ark's Field in
 * the header, the filters and the pager, the theme's unused recipes and palettes, the workspace-only
 * recipes, i18next with react-i18next, and the texts the start never draws left the start. Builds the
 * portal once, as `npm run build` does.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsBudget, routeJsClosure } from '../../scripts/bench/route-js-closure';
import { publicRoutePages } from '../../scripts/build/public-route-pages';
import { routeTexts } from '../../scripts/build/route-chunks';

let distDir = '';

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'portal-js-budget-'));
  // NODE_ENV as a release has it: the test runner's NODE_ENV=test would build React for development.
  execFileSync('npx', ['tsx', 'scripts/build.ts', '--outDir', distDir], {
    stdio: 'ignore',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' },
  });
}, 120_000);

afterAll(async () => {
  if (distDir !== '') await rm(distDir, { recursive: true, force: true });
});

function textsOf(route: string): readonly string[] {
  return routeTexts(publicRoutePages[route] ?? '');
}

describe('the JavaScript a public page needs before it can be used', () => {
  it.each(['/home', '/dataResource'])('%s: within the request budget', async (route) => {
    const closure = await routeJsClosure(distDir, route, textsOf(route));
    expect(closure.requests, closure.files.map((file) => file.file).join('\n')).toBeLessThanOrEqual(
      jsBudget.requests,
    );
  });

  it.each(['/home', '/dataResource'])('%s: within the size budget', async (route) => {
    const closure = await routeJsClosure(distDir, route, textsOf(route));
    const largest = [...closure.files]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((file) => `${file.file} ${file.gzipBytes}`)
      .join('\n');
    expect(closure.gzipBytes, largest).toBeLessThanOrEqual(jsBudget.gzipBytes);
  });
});
