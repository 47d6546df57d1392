/**
 * pdf.js's CMaps and standard fonts as the build leaves them (scripts/build/pdfjs-data.ts) and the
 * server serves them: at the address the preview asks pdf.js to load them from
 * (src/components/file-preview/pdf-data-path.ts), byte for byte the installed pdfjs-dist's, and kept
 * by browsers like every versioned asset.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPdfJsData, installedPdfJs } from '../../../scripts/build/pdfjs-data';
import { pdfJsDataPath } from '../../../src/components/file-preview/pdf-data-path';
import { buildTestApp } from '../../support/server-app';

describe('pdf.js data files of the build', () => {
  let app: FastifyInstance;
  let distDir: string;
  let pdfJs: { dir: string; version: string };

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-pdfjs-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>门户</title>');
    pdfJs = await installedPdfJs();
    expect(await copyPdfJsData(distDir)).toEqual([
      pdfJsDataPath(pdfJs.version, 'cmaps'),
      pdfJsDataPath(pdfJs.version, 'standard_fonts'),
    ]);
    app = await buildTestApp({ config: { distDir } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each([
    ['cmaps', 'UniGB-UCS2-H.bcmap'],
    ['cmaps', 'Adobe-GB1-UCS2.bcmap'],
    ['standard_fonts', 'FoxitSerif.pfb'],
  ] as const)('serves %s/%s as installed, kept for a year', async (folder, file) => {
    const url = `/${pdfJsDataPath(pdfJs.version, folder)}${file}`;
    expect(url).toMatch(/^\/assets\/pdfjs-\d+\.\d+\.\d+\//);
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(readFileSync(path.join(pdfJs.dir, folder, file)))).toBe(true);
  });

  it('answers a CMap that does not exist with 404, not with the page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/${pdfJsDataPath(pdfJs.version, 'cmaps')}No-Such-Map.bcmap`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
  });
});
