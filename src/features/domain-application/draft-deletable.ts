/**
 * Whether 删除草稿 is offered: only a draft that never got a case number (受理编号), i.e. was never
 * submitted. A returned case revised into a draft keeps its number and its history. The server checks
 * again before deleting anything.
 */
import type { ApplicationState } from '@machines/domain-application/domain-application.types';

export function isDeletableDraft(application: {
  state: ApplicationState;
  caseNumber: string | null;
  submittedAt: string | null;
}): boolean {
  return (
    application.state === 'draft' &&
    application.caseNumber === null &&
    application.submittedAt === null
  );
}
