/** The size of an uploaded file: 512 B under a kilobyte, otherwise as limits read (12.5 KB, 3 MB). */
import { formatFileSize } from './format-file-size';

export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${String(bytes)} B` : formatFileSize(bytes);
}
