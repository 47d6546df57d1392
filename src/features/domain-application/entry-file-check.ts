/**
 * The checks the server makes on an entry file, made before uploading so nobody waits for a large
 * upload to be refused: the extension must be one of the material's allowed types, and the size at
 * most its limit (the server checks the content too).
 */
import type { EntryRequirement } from '@/api/domains/get-domain';

export type FileProblem = 'wrongType' | 'tooLarge' | 'emptyFile';

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function checkEntryFile(
  file: { name: string; size: number },
  requirement: Pick<EntryRequirement, 'allowedTypes' | 'maxSizeBytes'>,
): FileProblem | null {
  const extension = extensionOf(file.name);
  if (!requirement.allowedTypes.some((type) => type === extension)) return 'wrongType';
  if (file.size === 0) return 'emptyFile';
  if (file.size > requirement.maxSizeBytes) return 'tooLarge';
  return null;
}

/** The `accept` attribute of the file input: `.pdf,.jpg`. */
export function acceptOf(requirement: Pick<EntryRequirement, 'allowedTypes'>): string {
  return requirement.allowedTypes.map((type) => `.${type}`).join(',');
}
