/**
 * Opens the database (migrating it to the committed schema), seeds what a first start needs, and
 * decorates the app with `db`; the connection closes with the app.
 */
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { openDatabase } from '../db/connect';
import type { DatabaseTarget } from '../db/database';
import { runSeed } from '../db/seed/run-seed';

export interface DatabasePluginOptions {
  readonly target: DatabaseTarget;
}

const databasePlugin: FastifyPluginAsync<DatabasePluginOptions> = async (app, options) => {
  const connection = await openDatabase(options.target, app.log);
  app.decorate('db', connection.db);
  app.addHook('onClose', async () => {
    await connection.close();
  });
  try {
    const { applied } = await runSeed(connection.db, { clock: app.clock, mode: app.config.mode });
    if (applied.length > 0) app.log.info({ steps: applied }, 'seeded the database');
  } catch (error) {
    await connection.close();
    throw error;
  }
};

export default fastifyPlugin(databasePlugin, {
  name: 'database',
  decorators: { fastify: ['config', 'clock'] },
});
