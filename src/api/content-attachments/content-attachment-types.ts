/** The contract's attachment (附件) shapes, as the editors' panel and the detail pages use them. */
import type { components } from '@openapi/schema';

export type ContentAttachment = components['schemas']['ContentAttachment'];
export type ContentAttachmentList = components['schemas']['ContentAttachmentList'];
export type AttachmentOwner = components['schemas']['ContentAttachmentOwner'];
export type AttachmentOwnerKind = components['schemas']['ContentAttachmentOwnerKind'];
