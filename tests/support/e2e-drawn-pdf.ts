/**
 * A small, valid PDF whose pages visibly draw something (a black bar and the page's number), so a test
 * can tell that a preview really rendered a page instead of an empty canvas, and count the dark pixels.
 */
import type { Locator } from '@playwright/test';

/** A PDF of `pages` A4 pages, each with a black bar and `Page N` drawn on it. */
export function drawnPdf(pages: number): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, index) => 4 + index * 2);
  objects[1] = '<</Type/Catalog/Pages 2 0 R>>';
  objects[2] = `<</Type/Pages/Kids[${pageIds.map((id) => `${String(id)} 0 R`).join(' ')}]/Count ${String(pages)}>>`;
  objects[3] = '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>';
  pageIds.forEach((id, index) => {
    const content = `0 0 0 rg 60 700 475 40 re f BT /F1 48 Tf 60 600 Td (Page ${String(index + 1)}) Tj ET`;
    objects[id] =
      `<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 3 0 R>>>>/Contents ${String(id + 1)} 0 R>>`;
    objects[id + 1] = `<</Length ${String(content.length)}>>stream\n${content}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body);
    body += `${String(id)} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${String(objects.length)}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    body += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<</Size ${String(objects.length)}/Root 1 0 R>>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** How many nearly black, opaque pixels a canvas holds: a drawn page's bar gives thousands. */
export function darkPixelsOf(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (context === null || element.width === 0) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let dark = 0;
    for (let index = 0; index < data.length; index += 4)
      if ((data[index] ?? 255) < 50 && (data[index + 3] ?? 0) > 200) dark += 1;
    return dark;
  });
}
