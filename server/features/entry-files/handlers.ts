/** The entry-file operations: applicants upload, list, delete and download; reviewers download. */
import type { OperationHandler } from '../../contract/operation-handler';
import { primaryEntryFileDownload } from './primary-entry-file-download';
import { secondEntryFileDelete } from './second-entry-file-delete';
import { secondEntryFileDownload } from './second-entry-file-download';
import { secondEntryFileList } from './second-entry-file-list';
import { secondEntryFileUpload } from './second-entry-file-upload';

export const entryFileHandlers: readonly OperationHandler[] = [
  secondEntryFileUpload,
  secondEntryFileList,
  secondEntryFileDelete,
  secondEntryFileDownload,
  primaryEntryFileDownload,
];
