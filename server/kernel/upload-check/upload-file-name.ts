/**
 * The original name of an uploaded file, checked before a byte is stored. It is only ever shown and
 * offered on download — the stored file gets a name the server makes — but a name that looks like a
 * path, or holds control characters, is refused rather than cleaned, so what the applicant sees is
 * what they sent. Its extension must be one of the entry's allowed types.
 * Refused: path separators and `..` (a path), `:` (a drive letter or an NTFS stream), control and
 * invisible format characters (NUL, line breaks, the bidirectional overrides that make `gpj.exe` read
 * as `exe.jpg`), a trailing dot or space (dropped by Windows), and the device names Windows reserves
 * (CON, NUL, COM1 …, with any extension), so a downloaded file saves as what it says on every system.
 * A name that was not UTF-8 (read with U+FFFD in place of its bytes) is refused too.
 */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { AppError } from '../../http/app-error';
import { fileTypes, type FileType } from './file-types';

const maxNameLength = 255;
// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators.
const controlCharacters = /[\p{Cc}\p{Zl}\p{Zp}]/u;
// Invisible format characters: bidirectional overrides and isolates, zero-width characters, BOM.
const formatCharacters = /\p{Cf}/u;
// Windows device names, whatever follows the first dot (`CON.pdf` is the console too).
const reservedDeviceName = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/iu;

function invalidName(reason: string): AppError {
  return new AppError(EnvelopeCode.invalidRequest, `文件名${reason}，请修改文件名后重新上传`);
}

export function checkedFileName(raw: string): string {
  const name = raw.normalize('NFC');
  // The form's names are read as UTF-8: bytes that are not become U+FFFD, so the name is not what was sent.
  if (name.includes('\uFFFD')) throw invalidName('含有无法识别的字符（不是 UTF-8 编码）');
  if (name.trim() === '') throw invalidName('不能为空');
  if ([...name].length > maxNameLength) {
    throw invalidName(`不能超过 ${String(maxNameLength)} 个字符`);
  }
  if (name.includes('/') || name.includes('\\')) throw invalidName('不能包含“/”或“\\”');
  if (name.includes('..')) throw invalidName('不能包含“..”');
  if (name.includes(':')) throw invalidName('不能包含“:”');
  if (controlCharacters.test(name)) throw invalidName('不能包含控制字符');
  if (formatCharacters.test(name)) throw invalidName('不能包含不可见的格式字符');
  if (/[. ]$/u.test(name)) throw invalidName('不能以“.”或空格结尾');
  if (reservedDeviceName.test(name.trimStart())) throw invalidName('不能使用系统保留的设备名');
  return name;
}

/** The type the name's extension names, lower-cased, if it is one the contract knows. */
export function fileTypeOfName(name: string): FileType | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return fileTypes.find((type) => type === extension) ?? null;
}
