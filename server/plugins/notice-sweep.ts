/**
 * Runs the deadline sweep (server/features/notifications/deadline-sweep.ts) every
 * `NOTICE_SWEEP_INTERVAL_MS` on the server's clock, once right after start and then on a timer that
 * does not keep the process alive; 0 turns it off (the server tests drive the sweep themselves). A run
 * still going when the next is due is not doubled, and closing the server waits for it.
 */
import type { FastifyPluginCallback } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { sweepReviewDeadlines } from '../features/notifications/deadline-sweep';

const noticeSweepPlugin: FastifyPluginCallback = (app, _options, done) => {
  const intervalMs = app.config.noticeSweepIntervalMs;
  if (intervalMs === 0) {
    done();
    return;
  }
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const sweep = () => {
    if (running !== null) return;
    running = sweepReviewDeadlines(app.db, app.clock.now())
      .then((written) => {
        if (written > 0) app.log.info({ written }, 'deadline reminders written');
      })
      .catch((error: unknown) => {
        app.log.error(
          { err: error },
          'the deadline sweep failed; it runs again at the next interval',
        );
      })
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', (hookDone) => {
    sweep();
    timer = setInterval(sweep, intervalMs);
    timer.unref();
    hookDone();
  });
  app.addHook('onClose', async () => {
    if (timer !== null) clearInterval(timer);
    await running;
  });
  done();
};

export default fastifyPlugin(noticeSweepPlugin, {
  name: 'notice-sweep',
  decorators: { fastify: ['config', 'clock', 'db'] },
});
