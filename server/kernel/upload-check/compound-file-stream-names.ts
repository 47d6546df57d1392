/**
 * The names in the directory of a stored OLE compound file ([MS-CFB]), the container of the old Office
 * formats: a Word document holds a `WordDocument` stream, an Excel workbook a `Workbook` (or, before
 * Excel 97, `Book`) stream. The directory is found by following its sector chain through the file
 * allocation table. Null when the file is not a readable compound file.
 */
import type { ReadAt } from '../file-store/read-stored-file';

const headerLength = 512;
const directoryEntryLength = 128;
const endOfChain = 0xfffffffe;
/** Sector numbers at or above this are markers (free, end of chain, FAT or DIFAT sector). */
const largestSectorNumber = 0xfffffffa;
const headerDifatEntries = 109;
/** Enough for any real document; a directory longer than this is not read. */
const largestDirectoryEntries = 100_000;

export async function compoundFileStreamNames(
  readAt: ReadAt,
  fileSize: number,
): Promise<string[] | null> {
  const header = await readAt(0, headerLength);
  if (header.length < headerLength) return null;
  const sectorShift = header.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor(fileSize / sectorSize) - 1;
  const sectorAt = (sector: number) => (sector + 1) * sectorSize;
  const isSector = (sector: number) => sector < largestSectorNumber && sector < sectorCount;

  // The FAT's own sectors: the first 109 listed in the header, the rest in a chain of DIFAT sectors.
  const fatSectorCount = header.readUInt32LE(0x2c);
  if (fatSectorCount > sectorCount) return null;
  const fatSectors: number[] = [];
  for (
    let index = 0;
    index < headerDifatEntries && fatSectors.length < fatSectorCount;
    index += 1
  ) {
    fatSectors.push(header.readUInt32LE(0x4c + index * 4));
  }
  let difatSector = header.readUInt32LE(0x44);
  const perDifatSector = sectorSize / 4 - 1;
  for (let hops = 0; fatSectors.length < fatSectorCount; hops += 1) {
    if (!isSector(difatSector) || hops > sectorCount) return null;
    const sector = await readAt(sectorAt(difatSector), sectorSize);
    for (let index = 0; index < perDifatSector && fatSectors.length < fatSectorCount; index += 1) {
      fatSectors.push(sector.readUInt32LE(index * 4));
    }
    difatSector = sector.readUInt32LE(perDifatSector * 4);
  }
  if (!fatSectors.every(isSector)) return null;
  const fatParts: Buffer[] = [];
  for (const sector of fatSectors) fatParts.push(await readAt(sectorAt(sector), sectorSize));
  const fat = Buffer.concat(fatParts);
  const nextSector = (sector: number) =>
    sector * 4 + 4 <= fat.length ? fat.readUInt32LE(sector * 4) : endOfChain;

  const names: string[] = [];
  const entriesPerSector = sectorSize / directoryEntryLength;
  let sector = header.readUInt32LE(0x30);
  for (let hops = 0; sector !== endOfChain; hops += 1) {
    // A chain longer than the file has sectors runs in a circle.
    if (!isSector(sector) || hops > sectorCount || names.length > largestDirectoryEntries) {
      return null;
    }
    const entries = await readAt(sectorAt(sector), sectorSize);
    for (let index = 0; index < entriesPerSector; index += 1) {
      const at = index * directoryEntryLength;
      const nameLength = entries.readUInt16LE(at + 0x40);
      const objectType = entries.readUInt8(at + 0x42);
      // Unused entries have type 0; a name's length counts its two-byte terminator.
      if (objectType === 0 || nameLength < 2 || nameLength > 64) continue;
      names.push(entries.toString('utf16le', at, at + nameLength - 2));
    }
    sector = nextSector(sector);
  }
  return names;
}
