/**
 * What an attachment may be: the formats government notices come in (every type entry materials may
 * have), at most 20 MiB each, at most 20 per announcement or article. The editors' page is told these
 * with every list, so it checks a file before sending it with the same numbers the server uses.
 */
import { fileTypes, type FileType } from '../../kernel/upload-check/file-types';

export const attachmentAllowedTypes: readonly FileType[] = fileTypes;

export const attachmentMaxSizeBytes = 20 * 1024 * 1024;

export const attachmentMaxCount = 20;
