/**
 * One portal instance of the scale-out stage: `server/server.ts` as a deployment runs it, in a Node
 * process of its own configured only by its environment, on 127.0.0.1, its log in a file. The process
 * is the server itself (`node --import tsx`, no wrapper process), so `crash()` kills the server the
 * way a power cut or the OOM killer would. It counts as ready once it answers the deploy guide's
 * health check (`GET web/home/statistics`, code 0).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const apiBase = '/alpha-portal/api/v1';
export const healthPath = `${apiBase}/web/home/statistics?t=1`;

export interface PortalInstance {
  readonly name: string;
  readonly baseUrl: string;
  readonly pid: number;
  readonly logFile: string;
  /** Ends the process as a crash would (SIGKILL) and resolves once it has gone. */
  crash(): Promise<void>;
  /** SIGTERM (in-flight requests finish), SIGKILL after five seconds; nothing once it has gone. */
  stop(): Promise<void>;
  running(): boolean;
}

export interface PortalInstanceOptions {
  readonly name: string;
  readonly port: number;
  /** The instance's settings (DATABASE_URL, DATA_DIR, PUBLIC_URL …), on top of the cleaned environment. */
  readonly settings: Readonly<Record<string, string>>;
  readonly logFile: string;
}

/** Settings the server reads (server/config.ts): none may leak in from the calling environment. */
const serverSetting =
  /^(NODE_ENV|PORT|HOST|DATABASE_URL|DATA_DIR|DIST_DIR|PUBLIC_URL|LOG_LEVEL|TRUST_PROXY|SSO_\w+|SMS_\w+|SESSION_\w+|UPLOAD_\w+|LOGIN_\w+)$/;

const readyTimeoutMs = 120_000;
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

function cleanEnvironment(): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !serverSetting.test(name)) kept[name] = value;
  }
  return kept;
}

/** The last lines of a log file, for a failure message. */
export function logTail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(无日志)';
  }
}

async function answersHealthCheck(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}${healthPath}`, { headers: { 'user-token': '' } });
    const envelope = (await response.json()) as { code?: unknown };
    return response.ok && envelope.code === 0;
  } catch {
    return false;
  }
}

export async function startPortalInstance(options: PortalInstanceOptions): Promise<PortalInstance> {
  const baseUrl = `http://127.0.0.1:${String(options.port)}`;
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...cleanEnvironment(),
      ...options.settings,
      HOST: '127.0.0.1',
      PORT: String(options.port),
    },
    cwd: repositoryRoot,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`实例 ${options.name} 未能启动`);
  const exited = once(child, 'exit');
  const running = () => child.exitCode === null && child.signalCode === null;

  const crash = async () => {
    if (!running()) return;
    child.kill('SIGKILL');
    await exited;
  };
  const stop = async () => {
    if (!running()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (!(await answersHealthCheck(baseUrl))) {
    if (!running()) {
      throw new Error(
        `实例 ${options.name} 启动失败（退出码 ${String(child.exitCode)}）：\n${logTail(options.logFile)}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`实例 ${options.name} 在 ${String(readyTimeoutMs / 1000)} 秒内没有就绪`);
    }
    await delay(200);
  }
  return { name: options.name, baseUrl, pid, logFile: options.logFile, crash, stop, running };
}
