/**
 * A notice before it is addressed: what it says and to whom in the workflow's terms (the applicant, or
 * whoever holds a review right), so composing it stays pure and the database is asked only to find
 * the people.
 */
import type { components } from '@openapi/schema';

export type NoticeKind = components['schemas']['MessageKind'];

export type ReviewRight = 'domain:first-review' | 'domain:final-review';

export type NoticeAudience =
  | { readonly kind: 'applicant'; readonly applicantId: string }
  /** Every enabled operator holding `right`, except `excludingId` (the round's first reviewer). */
  | { readonly kind: 'reviewers'; readonly right: ReviewRight; readonly excludingId: string | null }
  | { readonly kind: 'operator'; readonly operatorId: string };

export interface NoticeDraft {
  readonly audience: NoticeAudience;
  readonly kind: NoticeKind;
  readonly applicationId: string;
  readonly caseNumber: string | null;
  readonly title: string;
  readonly body: string;
  readonly link: string;
  /**
   * Set for notices that must be written once however often they are composed (the deadline sweep,
   * run by every server instance); the recipient's id is added to it when it is addressed.
   */
  readonly dedupeKey?: string;
}

/** The contract keeps a notice's body to 500 characters; a long reason is cut short. */
export const noticeBodyMaxLength = 500;

export function clipped(text: string, maxLength: number): string {
  const characters = [...text];
  return characters.length <= maxLength ? text : `${characters.slice(0, maxLength - 1).join('')}…`;
}
