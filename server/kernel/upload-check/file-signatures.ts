/**
 * What a file is, by its first bytes rather than by what its name or the browser claim. Each allowed
 * type has the signature its format begins with; zip-based formats (docx, xlsx, ofd, zip) share the
 * zip signature and OLE-based ones (doc, xls) the compound-file signature; within a family they are
 * told apart by what the container holds. The media type recorded (and sent on download) follows from
 * the type.
 */
import type { FileType } from './file-types';

/** Enough of the head of a file for every signature below. */
export const signatureLength = 8;

const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff];
const zip = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04, a local file header
const compoundFile = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

interface TypeFacts {
  readonly signature: readonly number[];
  readonly contentType: string;
  /** How the format is named to people when a file does not match it. */
  readonly label: string;
  /**
   * For zip-based formats: the entries the archive must hold (a name ending in `/`: some entry in that
   * folder). Absent for formats that are not zips.
   */
  readonly zipEntries?: readonly string[];
  /** For compound-file formats: the streams of which the file must hold one. */
  readonly compoundStreams?: readonly string[];
}

export const fileTypeFacts: Readonly<Record<FileType, TypeFacts>> = {
  pdf: { signature: pdf, contentType: 'application/pdf', label: 'PDF' },
  // GB/T 33190: the document's entry file is OFD.xml at the root of the package.
  ofd: { signature: zip, contentType: 'application/ofd', label: 'OFD', zipEntries: ['OFD.xml'] },
  doc: {
    signature: compoundFile,
    contentType: 'application/msword',
    label: 'Word（doc）',
    compoundStreams: ['WordDocument'],
  },
  docx: {
    signature: zip,
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word（docx）',
    zipEntries: ['[Content_Types].xml', 'word/'],
  },
  xls: {
    signature: compoundFile,
    contentType: 'application/vnd.ms-excel',
    label: 'Excel（xls）',
    // `Book` is the workbook stream of files from before Excel 97.
    compoundStreams: ['Workbook', 'Book'],
  },
  xlsx: {
    signature: zip,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'Excel（xlsx）',
    zipEntries: ['[Content_Types].xml', 'xl/'],
  },
  jpg: { signature: jpeg, contentType: 'image/jpeg', label: 'JPG' },
  jpeg: { signature: jpeg, contentType: 'image/jpeg', label: 'JPEG' },
  png: { signature: png, contentType: 'image/png', label: 'PNG' },
  zip: { signature: zip, contentType: 'application/zip', label: 'ZIP', zipEntries: [] },
};

/** Whether `head` (the first bytes of a file) begins with the signature of `type`. */
export function headMatches(type: FileType, head: Uint8Array): boolean {
  const { signature } = fileTypeFacts[type];
  return head.length >= signature.length && signature.every((byte, index) => head[index] === byte);
}

/** Whether a zip with these entries holds what `required` asks for. */
export function zipHolds(names: readonly string[], required: readonly string[]): boolean {
  return required.every((entry) =>
    entry.endsWith('/')
      ? names.some((name) => name.startsWith(entry) && name.length > entry.length)
      : names.includes(entry),
  );
}
