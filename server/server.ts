/**
 * Boots the portal: reads the configuration, builds the app and listens. SIGINT/SIGTERM close it
 * cleanly (in-flight requests finish, the database is closed).
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';

function readConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfigOrExit();
const app = await buildApp({ config });

let closing = false;
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'failed to shut down cleanly');
    process.exit(1);
  }
}
process.once('SIGINT', (signal) => void shutDown(signal));
process.once('SIGTERM', (signal) => void shutDown(signal));

try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { mode: config.mode, database: config.databaseUrl === null ? 'pglite' : 'postgres' },
    '江苏省公共数据授权运营平台已启动',
  );
} catch (error) {
  app.log.error({ err: error }, 'failed to start listening');
  await app.close();
  process.exit(1);
}
