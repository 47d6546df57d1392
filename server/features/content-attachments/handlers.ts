/**
 * The attachment (附件) operations: editors list, upload, reorder and delete the attachments of
 * announcements and articles; anyone downloads those of published ones.
 */
import type { OperationHandler } from '../../contract/operation-handler';
import { primaryContentAttachmentDelete } from './primary-content-attachment-delete';
import { primaryContentAttachmentList } from './primary-content-attachment-list';
import { primaryContentAttachmentReorder } from './primary-content-attachment-reorder';
import { primaryContentAttachmentUpload } from './primary-content-attachment-upload';
import { webContentAttachmentDownload } from './web-content-attachment-download';

export const contentAttachmentHandlers: readonly OperationHandler[] = [
  primaryContentAttachmentList,
  primaryContentAttachmentUpload,
  primaryContentAttachmentReorder,
  primaryContentAttachmentDelete,
  webContentAttachmentDownload,
];
