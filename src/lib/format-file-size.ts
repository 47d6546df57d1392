/** A file size limit as people read it: 512 KB, 10 MB. */
const sizeFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  return `${sizeFormat.format(bytes / 1024)} KB`;
}
