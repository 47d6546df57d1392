/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium, installed by scripts/ensure-chromium.sh; no
 * browser is ever downloaded). Playwright boots the built portal through tests/support/e2e-server.mjs on
 * a dedicated port with a throw-away data directory and stops it when the run ends.
 */
import { defineConfig } from '@playwright/test';
import { e2eBaseUrl as baseURL, e2ePort as port } from './scripts/portal/base-url';
import { chromiumArgs, chromiumExecutablePath } from './scripts/portal/chromium';

const onCi = process.env.CI === 'true';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2e-global-setup.ts',
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
    // index.html is served once the SPA is built and the server (database included) is listening.
    url: `${baseURL}/index.html`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
