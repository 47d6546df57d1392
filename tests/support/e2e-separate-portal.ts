/**
 * A second portal for the few end-to-end tests that need settings of their own (a one-minute session,
 * for example): the same built SPA and server as the run's portal, started through e2e-server.mjs on its
 * own port with its own throw-away data directory, and stopped by the test that started it. It listens
 * on 127.0.0.1 only, and e2e-server.mjs stops it too if the test runner dies.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type SeparatePortal = {
  readonly baseUrl: string;
  stop(): Promise<void>;
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const readyTimeoutMs = 120_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

export async function startSeparatePortal(options: {
  port: number;
  env: Record<string, string>;
}): Promise<SeparatePortal> {
  const baseUrl = `http://127.0.0.1:${String(options.port)}`;
  const child = spawn(process.execPath, ['tests/support/e2e-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...options.env, E2E_PORT: String(options.port) },
  });
  const exited = once(child, 'exit');

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (!(await answers(`${baseUrl}/index.html`))) {
    if (child.exitCode !== null) {
      throw new Error(`第二个门户未能启动（退出码 ${String(child.exitCode)}）`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`第二个门户在 ${String(readyTimeoutMs / 1000)} 秒内没有就绪：${baseUrl}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return { baseUrl, stop };
}
