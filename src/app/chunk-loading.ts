/**
 * Loading a page's code chunk on demand (spec §2 "pages load on demand", §9 "script chunk load
 * time-out: 120 seconds"). A chunk that fails to arrive, or does not arrive within the time-out,
 * becomes a `ChunkLoadError`, which the route error page recognises and offers to reload.
 */
import { i18n } from '@/i18n/i18n';

export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** The messages browsers give when a dynamic import or its preload fails. */
const chunkFailurePatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return (
    error instanceof Error && chunkFailurePatterns.some((pattern) => pattern.test(error.message))
  );
}

function asLoadFailure(error: unknown): Error {
  if (isChunkLoadError(error))
    return new ChunkLoadError(i18n.t('errors.chunkFailed'), { cause: error });
  return error instanceof Error
    ? error
    : new Error(i18n.t('errors.moduleFailed'), { cause: error });
}

export function loadChunk<T>(
  importer: () => Promise<T>,
  timeoutMs: number = chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(i18n.t('errors.chunkTimeout', { seconds: timeoutMs / 1000 })));
    }, timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(asLoadFailure(error));
      },
    );
  });
}
