/**
 * The original name of an uploaded file, checked before a byte is stored. It is only ever shown and
 * offered on download — the stored file gets a name the server makes — but a name that looks like a
 * path, or holds control characters, is refused rather than cleaned, so what the applicant sees is
 * what they sent. Its extension must be one of the entry's allowed types.
 */
import { AppError } from '../../http/app-error';
import { fileTypes, type FileType } from '../entry-config/file-types';

const maxNameLength = 255;
// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators.
const controlCharacters = /[\p{Cc}\p{Zl}\p{Zp}]/u;

function invalidName(reason: string): AppError {
  return new AppError(4000, `文件名${reason}，请修改文件名后重新上传`);
}

export function checkedFileName(raw: string): string {
  const name = raw.normalize('NFC');
  if (name.trim() === '') throw invalidName('不能为空');
  if ([...name].length > maxNameLength) {
    throw invalidName(`不能超过 ${String(maxNameLength)} 个字符`);
  }
  if (name.includes('/') || name.includes('\\')) throw invalidName('不能包含“/”或“\\”');
  if (name.includes('..')) throw invalidName('不能包含“..”');
  if (controlCharacters.test(name)) throw invalidName('不能包含控制字符');
  return name;
}

/** The type the name's extension names, lower-cased, if it is one the contract knows. */
export function fileTypeOfName(name: string): FileType | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return fileTypes.find((type) => type === extension) ?? null;
}
