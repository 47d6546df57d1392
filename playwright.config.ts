/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium, installed by scripts/ensure-chromium.sh; no
 * browser is ever downloaded). Playwright boots the built portal through tests/support/e2e-server.mjs on
 * a dedicated port with a throw-away data directory and stops it when the run ends.
 */
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './tests/support/e2e-chromium';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const onCi = process.env.CI === 'true';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: onCi,
  retries: onCi ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1366, height: 768 },
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node tests/support/e2e-server.mjs',
    url: `${baseURL}/home`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
