/**
 * The bench server in a process of its own (started by spawn-bench-server.ts), so the load generator
 * and the server do not share one event loop. Its options come as JSON in the first argument; it
 * sends `{ baseUrl }` once listening and exits when told to, or as soon as its parent goes away.
 */
import { startBenchServer, type BenchServerOptions } from './bench-server';

if (process.send === undefined)
  throw new Error('bench-server-process 需由 spawn-bench-server 启动');
const options = JSON.parse(process.argv[2] ?? '{}') as BenchServerOptions;
const { server, baseUrl } = await startBenchServer(options);

let closing = false;
async function stop(): Promise<void> {
  if (closing) return;
  closing = true;
  await server.close();
  process.exit(0);
}
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.send({ baseUrl });
