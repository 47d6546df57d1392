/**
 * The browser entry. Starting the portal is most of a second of script on a slow phone, and a page the
 * server drew is already on screen meanwhile, so the start is cut into steps with a pause for the
 * browser between them: React; Chakra with the theme's configuration; the portal's system built from
 * it (the costliest step); the texts; the routes; then the rest of the app, which draws or takes over
 * the page (src/app/start-app.tsx). No step formats a date or a number through `Intl`, whose first
 * use in a tab loads the browser's locale data (src/lib/beijing-calendar.ts). Every step's code is fetched at once
 * (the build lists it in index.html); only running it is spread out. On a page the server drew, that
 * fetching waits until the page has been painted, and the requests go out a couple per task
 * (src/app/ssr/start-chunks.ts).
 */
import { afterNextPaint, preloadStartChunks, readStartChunks } from '@/app/ssr/start-chunks';
import { yieldToBrowser } from '@/lib/yield-to-browser';

/** The start's steps, in order; each one's code runs in a task of its own. */
export const startSteps = [
  () => import('react-dom/client'),
  () => import('@/components/ui/theme-config'),
  () => import('@/components/ui/system'),
  () => import('@/i18n/i18n'),
  () => import('@/app/router'),
] as const;

async function boot(container: HTMLElement): Promise<void> {
  const startChunks = readStartChunks();
  if (startChunks !== null) {
    await afterNextPaint();
    await preloadStartChunks(startChunks);
    await yieldToBrowser();
  }
  for (const step of startSteps) {
    await step();
    await yieldToBrowser();
  }
  const { startApp } = await import('@/app/start-app');
  await startApp(container);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');
void boot(container);
