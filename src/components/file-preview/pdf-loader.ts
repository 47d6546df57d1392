/**
 * The one module that knows pdf.js: opens a PDF from its bytes and draws its pages on canvases. pdf.js
 * and its worker are loaded here, on first use, through dynamic imports, so they are fetched only when
 * someone opens a preview and never become part of the start or of any page's own chunks. The worker
 * is a file of the build (Vite's `?url`), served from the portal's own origin like every script, so
 * the Content-Security-Policy needs nothing more. Text-to-function compilation (`eval`) is switched
 * off: the policy forbids it and pdf.js has a path without it. The CMaps and standard fonts a PDF with
 * fonts it does not embed needs (most Chinese ones) are files of the build too (pdf-data-path.ts),
 * fetched only by a document that uses them.
 */
import type * as PdfJsModule from 'pdfjs-dist';
import { pdfJsDataPath } from './pdf-data-path';

export interface PdfPageSize {
  readonly width: number;
  readonly height: number;
}

export interface PdfDocumentHandle {
  readonly pageCount: number;
  /** The page's size in CSS pixels at scale 1. */
  pageSize(pageNumber: number): Promise<PdfPageSize>;
  /** Draws the page on the canvas at the scale; a newer call on the same canvas cancels the older. */
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, scale: number): Promise<void>;
  destroy(): Promise<void>;
}

type PdfJs = typeof PdfJsModule;

let pdfJs: Promise<PdfJs> | null = null;

function loadPdfJs(): Promise<PdfJs> {
  pdfJs ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]).then(([library, worker]) => {
    library.GlobalWorkerOptions.workerSrc = worker.default;
    return library;
  });
  // A failed load (the network dropped) is tried again by the next preview.
  pdfJs.catch(() => {
    pdfJs = null;
  });
  return pdfJs;
}

export async function openPdfDocument(bytes: ArrayBuffer): Promise<PdfDocumentHandle> {
  const library = await loadPdfJs();
  const dataUrl = (folder: Parameters<typeof pdfJsDataPath>[1]) =>
    new URL(`/${pdfJsDataPath(library.version, folder)}`, window.location.origin).href;
  const document = await library.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    cMapUrl: dataUrl('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: dataUrl('standard_fonts'),
  }).promise;
  const running = new WeakMap<HTMLCanvasElement, { cancel: () => void }>();

  return {
    pageCount: document.numPages,
    async pageSize(pageNumber) {
      const page = await document.getPage(pageNumber);
      const viewport = page.getViewport({ scale: 1 });
      return { width: viewport.width, height: viewport.height };
    },
    async renderPage(pageNumber, canvas, scale) {
      running.get(canvas)?.cancel();
      const page = await document.getPage(pageNumber);
      const pixelRatio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * pixelRatio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / pixelRatio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / pixelRatio)}px`;
      const task = page.render({ canvas, viewport });
      running.set(canvas, task);
      try {
        await task.promise;
      } catch (error) {
        // Cancelled for a newer drawing of the same canvas: that one shows.
        if (error instanceof library.RenderingCancelledException) return;
        throw error;
      } finally {
        if (running.get(canvas) === task) running.delete(canvas);
      }
    },
    destroy: () => document.destroy(),
  };
}
