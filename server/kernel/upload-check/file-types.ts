/**
 * The file types an entry config may allow (the contract's `FileType`), in the one order they are
 * stored and shown, whatever order an editor picked them in.
 */
import type { components } from '@openapi/schema';

export type FileType = components['schemas']['FileType'];

export const fileTypes = [
  'pdf',
  'ofd',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'jpg',
  'jpeg',
  'png',
  'zip',
] as const satisfies readonly FileType[];

/** Compiles only when the list above covers every type of the contract. */
type NothingMissing<Missing extends never> = Missing;
export type FileTypesComplete = NothingMissing<Exclude<FileType, (typeof fileTypes)[number]>>;

/**
 * The known types among `values`, once each, in the list's order. A stored type the contract does not
 * know is left out: it cannot be sent (the response would break the contract).
 */
export function orderedFileTypes(values: readonly string[]): FileType[] {
  return fileTypes.filter((type) => values.includes(type));
}
