/**
 * Where the build puts pdf.js's data files — the Adobe CMaps (`cmaps/`) a Chinese PDF with fonts it
 * does not embed needs to map its characters, and the standard fonts (`standard_fonts/`) that stand
 * in for the 14 base fonts — under `assets/`, named with the pdf.js version: the server keeps every
 * file under `assets/` for a year, and a newer pdf.js comes with new addresses. The build script
 * copies them there (scripts/build/pdfjs-data.ts) and the preview asks pdf.js to load them from there.
 */
export const pdfJsDataFolders = ['cmaps', 'standard_fonts'] as const;

export type PdfJsDataFolder = (typeof pdfJsDataFolders)[number];

/** `assets/pdfjs-5.6.205/cmaps/`: relative to the site's root, with the trailing slash pdf.js wants. */
export function pdfJsDataPath(version: string, folder: PdfJsDataFolder): string {
  return `assets/pdfjs-${version}/${folder}/`;
}
