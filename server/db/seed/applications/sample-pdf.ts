/**
 * A small, valid one-page PDF (catalogue, page tree, page, Helvetica, one text stream, a correct
 * cross-reference table) standing in for a scanned entry material in the demo data. The text is
 * ASCII: the standard fonts have no Chinese glyphs.
 */
function pdfText(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`).replace(/[^\x20-\x7e]/g, '?');
}

export function samplePdf(lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 14 Tf',
    '72 770 Td',
    ...lines.flatMap((line, index) => [
      ...(index === 0 ? [] : ['0 -22 Td']),
      `(${pdfText(line)}) Tj`,
    ]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
      '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${String(Buffer.byteLength(content, 'latin1'))} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  body +=
    `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n${entries.join('')}` +
    `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n` +
    `${String(xrefAt)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
