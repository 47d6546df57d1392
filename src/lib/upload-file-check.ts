/**
 * The checks the server makes on an upload (entry materials, attachments), made before uploading so
 * nobody waits for a large upload to be refused: the extension must be one of the allowed types, and
 * the size at most the limit (the server checks the content too).
 */

export type FileProblem = 'wrongType' | 'tooLarge' | 'emptyFile';

export type UploadRequirement = {
  readonly allowedTypes: readonly string[];
  readonly maxSizeBytes: number;
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function checkUploadFile(
  file: { name: string; size: number },
  requirement: UploadRequirement,
): FileProblem | null {
  const extension = extensionOf(file.name);
  if (!requirement.allowedTypes.some((type) => type === extension)) return 'wrongType';
  if (file.size === 0) return 'emptyFile';
  if (file.size > requirement.maxSizeBytes) return 'tooLarge';
  return null;
}

/** The `accept` attribute of the file input: `.pdf,.jpg`. */
export function acceptOf(requirement: Pick<UploadRequirement, 'allowedTypes'>): string {
  return requirement.allowedTypes.map((type) => `.${type}`).join(',');
}
