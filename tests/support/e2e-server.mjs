/**
 * Boots the built portal (`server/server.ts` serving `dist/`) for the end-to-end run on its own port with a
 * fresh, empty data directory, so every run starts from the seeded demo data and never touches ./data.
 *
 * Playwright starts this file as its webServer and stops it with SIGTERM when the run ends; the server is
 * then stopped and the data directory removed. If Playwright itself dies, the parent-process watch below
 * stops the server too, so nothing keeps listening after a run.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.E2E_PORT ?? '8181';
const host = '127.0.0.1';
const stopGraceMs = 10_000;

const distIndex = join(resolve(root, process.env.DIST_DIR ?? 'dist'), 'index.html');
if (!existsSync(distIndex)) {
  console.error(
    `[e2e-server] 未找到 ${distIndex}：请先运行 npm run build（端到端测试针对构建产物）。`,
  );
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
console.log(`[e2e-server] data directory ${dataDir}, listening on http://${host}:${port}`);

// The end-to-end run always uses the embedded database and demo mode with its own stand-ins (seeded
// content, SSO stand-in, SMS outbox) on its own address, whatever the calling shell has configured.
const productionSettings = [
  'DATABASE_URL',
  'SSO_BASE_URL',
  'SSO_VALIDATION_URL',
  'SMS_GATEWAY_URL',
  'SMS_GATEWAY_TOKEN',
  'PUBLIC_URL',
];
const inheritedEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !productionSettings.includes(name)),
);
const tsxCli = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const server = spawn(process.execPath, [tsxCli, 'server/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    LOG_LEVEL: 'warn',
    ...inheritedEnv,
    PORT: port,
    HOST: host,
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    // One shared legal person uploads the entry files of every spec (and of its retries); the limit
    // itself is tested by the server suite (tests/server/security-events.test.ts).
    UPLOAD_LIMIT_PER_USER: '1000',
  },
});

let stopping = false;

function removeDataDir() {
  rmSync(dataDir, { recursive: true, force: true });
}

function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode !== null || server.signalCode !== null) {
    removeDataDir();
    process.exit(0);
  }
  server.kill(signal);
  setTimeout(() => server.kill('SIGKILL'), stopGraceMs).unref();
}

server.on('exit', (code, signal) => {
  removeDataDir();
  if (stopping) process.exit(0);
  console.error(`[e2e-server] 服务进程意外退出（code ${code ?? '-'}, signal ${signal ?? '-'}）。`);
  process.exit(code ?? 1);
});

server.on('error', (error) => {
  console.error(`[e2e-server] 无法启动服务：${error.message}`);
  removeDataDir();
  process.exit(1);
});

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGTERM'));

// Orphaned (the test runner was killed without a signal reaching us): stop as well.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) stop('SIGTERM');
}, 1_000).unref();
