/** A file size limit as people read it: 512 KB, 10 MB. */
import { formatDecimal } from './format-decimal';

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatDecimal(bytes / (1024 * 1024), 1)} MB`;
  return `${formatDecimal(bytes / 1024, 1)} KB`;
}
