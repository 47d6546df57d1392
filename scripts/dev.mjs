/**
 * Development: the API server (tsx watch, restarts on change, demo mode) on 8080 and Vite's dev server on
 * 5173, which proxies /alpha-portal, /dev-sso and /dev to the API (see vite.config.ts). Ctrl-C stops both;
 * if either one exits, the other is stopped too, so nothing is left listening. PORT and WEB_PORT move
 * them when those ports are taken.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '8080';
const webPort = process.env.WEB_PORT ?? '5173';
const host = '127.0.0.1';
const stopGraceMs = 5_000;

/** Starts a node CLI from node_modules with its output prefixed, so the two logs can be told apart. */
function start(name, cliPath, args, env) {
  const child = spawn(process.execPath, [join(root, 'node_modules', cliPath), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  for (const [source, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let pending = '';
    source.setEncoding('utf8');
    source.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) target.write(prefix + line + '\n');
    });
    source.on('end', () => {
      if (pending) target.write(prefix + pending + '\n');
    });
  }
  return child;
}

const children = [
  start('api', 'tsx/dist/cli.mjs', ['watch', '--clear-screen=false', 'server/server.ts'], {
    PORT: apiPort,
    HOST: host,
    NODE_ENV: 'development',
  }),
  start('web', 'vite/bin/vite.js', ['--host', host, '--port', webPort, '--strictPort'], {
    API_PORT: apiPort,
  }),
];

let stopping = false;

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  setTimeout(() => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    process.exit(exitCode);
  }, stopGraceMs).unref();
  Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise((resolveExit) => child.once('exit', resolveExit)),
    ),
  ).then(() => process.exit(exitCode));
}

for (const child of children) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `\n[dev] 一个进程已退出（code ${code ?? '-'}, signal ${signal ?? '-'}），正在停止其余进程。`,
    );
    stopAll(code ?? 1);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

console.log(
  [
    '',
    '江苏省公共数据授权运营平台门户 · 开发模式 (demo mode)',
    `  页面 / web (Vite, 热更新):  http://${host}:${webPort}/`,
    `  接口 / API (tsx watch):     http://${host}:${apiPort}/alpha-portal/api/v1/`,
    `  统一身份认证替身 / SSO:     http://${host}:${webPort}/dev-sso/login`,
    `  短信发件箱 / SMS outbox:    http://${host}:${webPort}/dev/outbox`,
    '  按 Ctrl-C 同时停止两者 / Ctrl-C stops both.',
    '',
  ].join('\n'),
);
