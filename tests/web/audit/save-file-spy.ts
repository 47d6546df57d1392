/**
 * Watches files handed to the browser: jsdom has no object URLs and does not download, so the URL is
 * made up and the click on the temporary link is recorded with its file name and bytes.
 */
import { vi } from 'vitest';

export type SavedFile = { name: string; blob: Blob };

export function spyOnSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: (blob: Blob) => {
      next += 1;
      const url = `blob:${window.location.origin}/file-${String(next)}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob !== undefined) saved.push({ name: this.download, blob });
  });
  return saved;
}
