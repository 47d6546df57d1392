/**
 * Writes beside each text file of the build's `assets/` its brotli (`.br`, quality 11) and gzip
 * (`.gz`, level 9) copies, which the server sends to a browser that accepts them
 * (server/plugins/spa.ts, `preCompressed`). The files are hashed and never change, so they are
 * compressed once, as hard as the formats allow, instead of on every request at the quick settings
 * a server can afford per request (brotli quality 4 made /home's start larger than gzip does).
 *
 * Left out:
 * - files under `minBytes` (256 bytes): they shrink by a few dozen bytes, and gzip makes some
 *   larger. From there up they are worth it: the server compresses a file it has no copy of on
 *   every request, whatever its size, and /home's start has files under 1 KB;
 * - pdf.js's CMaps and fonts (`assets/pdfjs-<version>/`, binary): quality 11 takes 6 s of build for
 *   11% less than the server's on-the-fly quality 4 on files a PDF preview fetches one or two of.
 *   They are not text, so the extensions below leave them out.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The text formats of the bundle: scripts (also pdf.js's worker, `.mjs`), styles, icons, data. */
export const compressibleExtensions = ['.js', '.mjs', '.css', '.svg', '.json', '.txt'] as const;

/** Under this many bytes a file is left to the server (see above). */
export const defaultMinBytes = 256;

export interface PrecompressOptions {
  readonly minBytes?: number;
  /** How many files are compressed at once: zlib works on libuv's threads, one file each. */
  readonly concurrency?: number;
}

export interface PrecompressSummary {
  /** Files given their copies, relative to `assets/`. */
  readonly files: readonly string[];
  readonly bytes: number;
  readonly brotliBytes: number;
  readonly gzipBytes: number;
  readonly ms: number;
}

/** Brotli's best, told the size and that the input is text, so it picks its window and model. */
export function brotliBest(body: Buffer): Promise<Buffer> {
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export function gzipBest(body: Buffer): Promise<Buffer> {
  return gzipped(body, { level: constants.Z_BEST_COMPRESSION });
}

function isCompressible(file: string): boolean {
  return (compressibleExtensions as readonly string[]).includes(path.extname(file));
}

/** Runs `work` on every item, at most `concurrency` at once. */
async function eachBounded<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * Compresses the text files of `<distDir>/assets` (subfolders included). Running it again writes
 * the same copies: theirs are not text extensions, so they are never compressed themselves.
 */
export async function precompressAssets(
  distDir: string,
  options: PrecompressOptions = {},
): Promise<PrecompressSummary> {
  const started = performance.now();
  const { minBytes = defaultMinBytes, concurrency = availableParallelism() } = options;
  const assetsDir = path.join(distDir, 'assets');
  const entries = await readdir(assetsDir, { recursive: true, withFileTypes: true });
  const found = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && isCompressible(entry.name))
      .map(async (entry) => {
        const source = path.join(entry.parentPath, entry.name);
        return { source, size: (await stat(source)).size };
      }),
  );
  // The largest first: pdf.js's worker alone takes brotli seconds, and started last it would run
  // on its own at the end while the other threads sit idle.
  const candidates = found
    .filter((candidate) => candidate.size >= minBytes)
    .sort((a, b) => b.size - a.size);
  const files: string[] = [];
  let bytes = 0;
  let brotliBytes = 0;
  let gzipBytes = 0;
  await eachBounded(candidates, concurrency, async ({ source }) => {
    const body = await readFile(source);
    const [br, gz] = await Promise.all([brotliBest(body), gzipBest(body)]);
    await Promise.all([writeFile(`${source}.br`, br), writeFile(`${source}.gz`, gz)]);
    files.push(path.relative(assetsDir, source));
    bytes += body.length;
    brotliBytes += br.length;
    gzipBytes += gz.length;
  });
  return {
    files: files.sort(),
    bytes,
    brotliBytes,
    gzipBytes,
    ms: performance.now() - started,
  };
}
