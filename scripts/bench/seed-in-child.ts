/**
 * Seeds a benchmark database (seed-bench-database.ts) in a child process and answers with its
 * figures: the embedded database runs on the thread that opened it, so two seeds in one process
 * would take turns. The child's output goes to this process's; a child that ends without an answer
 * fails the promise.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SeededDatabase } from './seed-bench-database';

const entry = fileURLToPath(new URL('./seed-bench-database-process.ts', import.meta.url));

export function seedInChild(
  dataDir: string,
  resources: number,
  applications = 0,
): Promise<SeededDatabase> {
  const child = fork(entry, [JSON.stringify({ dataDir, resources, applications })], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let answer: SeededDatabase | null = null;
    child.once('message', (message: SeededDatabase) => {
      answer = message;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (answer !== null) resolve(answer);
      else
        reject(new Error(`压测数据库写入进程异常结束（exit ${String(code)}, ${String(signal)}）`));
    });
  });
}
