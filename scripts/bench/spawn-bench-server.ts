/**
 * Starts bench-server-process.ts in a child process and waits until it listens. `stop()` asks it to
 * close and kills it if it has not gone within five seconds; the child also exits by itself when
 * this process ends, since its IPC channel closes.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchServerOptions } from './bench-server';

export interface SpawnedBenchServer {
  readonly baseUrl: string;
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

const entry = fileURLToPath(new URL('./bench-server-process.ts', import.meta.url));

export function spawnBenchServer(options: BenchServerOptions): Promise<SpawnedBenchServer> {
  const child = fork(entry, [JSON.stringify(options)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    child.once('message', (message: { baseUrl: string }) =>
      resolve({ baseUrl: message.baseUrl, pid: child.pid, stop }),
    );
    child.once('exit', (code, signal) =>
      reject(new Error(`压测服务进程未能启动（exit ${String(code)}, ${String(signal)}）`)),
    );
    child.once('error', reject);
  });
}
