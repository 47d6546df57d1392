/**
 * Loading a page's code chunk on demand (spec §2 "pages load on demand", §9 "script chunk load
 * time-out: 120 seconds"). A chunk that fails to arrive, or does not arrive within the time-out,
 * becomes a `ChunkLoadError`, which the route error page recognises and offers to reload.
 */

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
  if (isChunkLoadError(error)) return new ChunkLoadError('页面资源加载失败', { cause: error });
  return error instanceof Error ? error : new Error('页面模块运行出错', { cause: error });
}

export function loadChunk<T>(
  importer: () => Promise<T>,
  timeoutMs: number = chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`页面资源在 ${timeoutMs / 1000} 秒内未能加载完成`));
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
