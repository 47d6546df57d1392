/**
 * The build's precompress step (scripts/build/precompress-assets.ts): each text asset gets brotli and
 * gzip copies that decompress to its bytes, gzip at level 9 and brotli smaller than the server's
 * on-the-fly quality; small files, binary files and the copies themselves get none; a second run
 * changes nothing.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultMinBytes,
  precompressAssets,
  type PrecompressSummary,
} from '../../../scripts/build/precompress-assets';

/** Bundle-like text: repeated code with some variety, as a minified chunk is. */
function scriptText(name: string, lines: number): string {
  return Array.from(
    { length: lines },
    (_line, index) =>
      `export const ${name}${index}=(e,t)=>e.filter(n=>n.id!==t&&n.name!=="江苏省公共数据${index % 7}");`,
  ).join('\n');
}

const sources: Record<string, string | Buffer> = {
  'start-1-a1b2c3.js': scriptText('start', 400),
  'pdf.worker.min-d4e5f6.mjs': scriptText('worker', 200),
  'index-0a1b2c.css':
    `.chakra-button{display:inline-flex;color:var(--chakra-colors-blue-600)}\n`.repeat(60),
  'icons/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h24v24H0z"/>'.repeat(40)}</svg>`,
  'tiny-9f8e7d.js': 'export const a=1;',
  'pdfjs-5.6.205/cmaps/UniGB-UCS2-H.bcmap': Buffer.alloc(4096, 7),
};

describe('precompressing the assets', () => {
  let distDir: string;
  let assetsDir: string;
  let first: PrecompressSummary;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-precompress-'));
    assetsDir = path.join(distDir, 'assets');
    for (const [file, body] of Object.entries(sources)) {
      mkdirSync(path.dirname(path.join(assetsDir, file)), { recursive: true });
      writeFileSync(path.join(assetsDir, file), body);
    }
    first = await precompressAssets(distDir);
  });
  afterAll(() => {
    rmSync(distDir, { recursive: true, force: true });
  });

  it('gives every text asset of at least the minimum size its two copies, subfolders included', () => {
    expect(first.files).toEqual([
      'icons/logo.svg',
      'index-0a1b2c.css',
      'pdf.worker.min-d4e5f6.mjs',
      'start-1-a1b2c3.js',
    ]);
    for (const file of first.files) {
      const body = readFileSync(path.join(assetsDir, file));
      expect(brotliDecompressSync(readFileSync(path.join(assetsDir, `${file}.br`)))).toEqual(body);
      expect(gunzipSync(readFileSync(path.join(assetsDir, `${file}.gz`)))).toEqual(body);
    }
  });

  it('compresses with gzip level 9 and brotli at least as small as quality 4', () => {
    const body = readFileSync(path.join(assetsDir, 'start-1-a1b2c3.js'));
    const gz = readFileSync(path.join(assetsDir, 'start-1-a1b2c3.js.gz'));
    expect(gz).toEqual(gzipSync(body, { level: 9 }));
    const br = readFileSync(path.join(assetsDir, 'start-1-a1b2c3.js.br'));
    const quick = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(br.length).toBeLessThanOrEqual(quick.length);
    expect(br.length).toBeLessThan(gz.length);
  });

  it('adds up what it wrote', () => {
    const sizes = (suffix: string) =>
      first.files.reduce(
        (sum, file) => sum + readFileSync(path.join(assetsDir, `${file}${suffix}`)).length,
        0,
      );
    expect(first.bytes).toBe(sizes(''));
    expect(first.brotliBytes).toBe(sizes('.br'));
    expect(first.gzipBytes).toBe(sizes('.gz'));
    expect(first.ms).toBeGreaterThan(0);
  });

  it('leaves small files and pdf.js’s binary data as they are', () => {
    expect(Buffer.byteLength(sources['tiny-9f8e7d.js'] as string)).toBeLessThan(defaultMinBytes);
    const names = readdirSync(assetsDir, { recursive: true }).map(String);
    expect(names.filter((name) => name.startsWith('tiny-'))).toEqual(['tiny-9f8e7d.js']);
    expect(readdirSync(path.join(assetsDir, 'pdfjs-5.6.205', 'cmaps'))).toEqual([
      'UniGB-UCS2-H.bcmap',
    ]);
  });

  it('writes the same copies when run again, and never compresses a copy', async () => {
    const listing = () => readdirSync(assetsDir, { recursive: true }).map(String).sort();
    const before = listing();
    const copies = before
      .filter((name) => name.endsWith('.br') || name.endsWith('.gz'))
      .map((name) => [name, readFileSync(path.join(assetsDir, name))] as const);
    expect(copies).toHaveLength(8);
    const again = await precompressAssets(distDir);
    expect(again.files).toEqual(first.files);
    expect(listing()).toEqual(before);
    for (const [name, bytes] of copies) {
      expect(readFileSync(path.join(assetsDir, name))).toEqual(bytes);
    }
  });

  it('compresses one file at a time when asked, with the same result', async () => {
    const serial = await precompressAssets(distDir, { concurrency: 1 });
    expect(serial.files).toEqual(first.files);
    expect(serial.brotliBytes).toBe(first.brotliBytes);
  });
});
