/**
 * Where an area's texts are: `contentPages` in `locales/<language>/content-pages.ts`
 * (src/i18n/text-areas.ts; the build's measures look the file up too).
 */
export function areaFileName(area: string): string {
  return area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
