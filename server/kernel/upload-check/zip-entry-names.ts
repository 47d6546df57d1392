/**
 * The names of the entries of a stored zip file, read from its central directory (the index at the
 * end of every zip, ZIP64 included). The zip-based formats are told apart by what they hold: a Word
 * document has `word/document.xml`, a workbook `xl/workbook.xml`, an OFD document `OFD.xml`. Null when
 * the file has no readable central directory, i.e. is not a complete zip.
 */
import type { ReadAt } from '../file-store/read-stored-file';

const endOfCentralDirectory = 0x06054b50;
const zip64Locator = 0x07064b50;
const zip64EndOfCentralDirectory = 0x06064b50;
const centralFileHeader = 0x02014b50;
const endRecordLength = 22;
const largestComment = 0xffff;
const zip64LocatorLength = 20;
/** More than any real document's index; a larger one is not read into memory. */
const largestDirectory = 32 * 1024 * 1024;

interface DirectoryPlace {
  readonly offset: number;
  readonly size: number;
  readonly entries: number;
}

async function directoryPlace(readAt: ReadAt, fileSize: number): Promise<DirectoryPlace | null> {
  const tailLength = Math.min(fileSize, endRecordLength + largestComment + zip64LocatorLength);
  const tailStart = fileSize - tailLength;
  const tail = await readAt(tailStart, tailLength);
  // The end record is the last one with its signature (a comment may follow it).
  for (let at = tail.length - endRecordLength; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) !== endOfCentralDirectory) continue;
    const entries = tail.readUInt16LE(at + 10);
    const size = tail.readUInt32LE(at + 12);
    const offset = tail.readUInt32LE(at + 16);
    if (entries !== 0xffff && size !== 0xffffffff && offset !== 0xffffffff) {
      return { offset, size, entries };
    }
    const locatorAt = at - zip64LocatorLength;
    if (locatorAt < 0 || tail.readUInt32LE(locatorAt) !== zip64Locator) return null;
    const recordOffset = Number(tail.readBigUInt64LE(locatorAt + 8));
    const record = await readAt(recordOffset, 56);
    if (record.length < 56 || record.readUInt32LE(0) !== zip64EndOfCentralDirectory) return null;
    return {
      entries: Number(record.readBigUInt64LE(32)),
      size: Number(record.readBigUInt64LE(40)),
      offset: Number(record.readBigUInt64LE(48)),
    };
  }
  return null;
}

export async function zipEntryNames(readAt: ReadAt, fileSize: number): Promise<string[] | null> {
  const place = await directoryPlace(readAt, fileSize);
  if (place === null || place.size > largestDirectory || place.offset + place.size > fileSize) {
    return null;
  }
  const directory = await readAt(place.offset, place.size);
  const names: string[] = [];
  let at = 0;
  for (let index = 0; index < place.entries; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== centralFileHeader) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > directory.length) return null;
    names.push(directory.toString('utf8', at + 46, nameEnd));
    at = nameEnd + extraLength + commentLength;
  }
  return names;
}
