/** The message center's types, as the contract defines them. */
import type { components } from '@openapi/schema';

export type Message = components['schemas']['Message'];
export type MessageKind = components['schemas']['MessageKind'];
export type MessagePage = components['schemas']['MessagePage'];
export type MessageReadState = components['schemas']['MessageReadState'];

export const messageReadStates = ['all', 'unread'] as const satisfies readonly MessageReadState[];

/** The text key of each kind (`messages.kinds.*`): the contract's dotted names do not make keys. */
export const messageKindKeys = {
  'application.submitted': 'applicationSubmitted',
  'application.returned': 'applicationReturned',
  'application.rejected': 'applicationRejected',
  'application.approved': 'applicationApproved',
  'application.withdrawn': 'applicationWithdrawn',
  'review.newCase': 'reviewNewCase',
  'review.deadlineSoon': 'reviewDeadlineSoon',
  'review.overdue': 'reviewOverdue',
} as const satisfies Record<MessageKind, string>;
