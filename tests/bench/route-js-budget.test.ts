/**
 * The JavaScript budget of /home and /dataResource (issue #16): what they need before they can be used
 * — the start, the page and its text areas (scripts/bench/route-js-closure.ts) — in at most 15
 * requests and 200 KB gzipped. The requests are within it for both, the size for /home; /dataResource
 * (the start alone, React, React Router, Chakra and the portal's texts, weighs about 181 KB) is held
 * to what it is now, `sizeCeiling`, to be lowered towards `jsBudget.gzipBytes` as it shrinks.
 * Builds the portal once, as `npm run build` does.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsBudget, routeJsClosure } from '../../scripts/bench/route-js-closure';
import { publicRoutePages } from '../../scripts/build/public-route-pages';
import { routeTexts } from '../../scripts/build/route-chunks';

/**
 * What each needs today (26 Nov 2026: 198.1 and 208.0 KB): /home is held to the 200 KB target, since
 * the front page no longer brings the pager it never draws; /dataResource to what it needs, with a little room.
 * /home was 267 KB and /dataResource 260 KB before the auth actor, Trans, the pager's and the tabs'
 * state machines, Ark's Field under the header's search box and the pager's select, the theme's
 * unused recipes, and i18next with react-i18next (18.6 KB, for the portal's own texts store) left them.
 */
const sizeCeiling: Readonly<Record<string, number>> = {
  '/home': 200_000,
  '/dataResource': 210_200,
};

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

  it.each(['/home', '/dataResource'])('%s: no heavier than today', async (route) => {
    const closure = await routeJsClosure(distDir, route, textsOf(route));
    const largest = [...closure.files]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((file) => `${file.file} ${file.gzipBytes}`)
      .join('\n');
    expect(closure.gzipBytes, largest).toBeLessThanOrEqual(sizeCeiling[route] ?? 0);
  });
});
