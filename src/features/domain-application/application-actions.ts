/**
 * Which workflow events the signed-in user may send to an application now, asked of the workflow
 * machine itself (`allowedEvents`), restored from what the detail shows. The server decides again on
 * every request; this only keeps the page from offering what it would refuse.
 *
 * The detail names no user ids: an applicant only ever receives the unit's own applications, so the
 * application's owner is the applicant reading it; an operator is never the owner.
 */
import { allowedEvents, type StoredApplication } from '@machines/domain-application/decide';
import type {
  ApplicationState,
  DomainApplicationEventType,
  WorkflowActor,
} from '@machines/domain-application/domain-application.types';
import { CORPORATE_USER_TYPE } from '@machines/auth/auth.types';
import type { AuthState } from '@/lib/auth-state';

const READER_ID = 'signed-in-user';
const OWNER_OF_OTHERS = 'applicant-unit';

export function readerIsApplicant(authState: AuthState | null): boolean {
  return authState?.userType === CORPORATE_USER_TYPE;
}

export function eventsAllowedFor(
  application: { state: ApplicationState; round: number },
  authState: AuthState | null,
): DomainApplicationEventType[] {
  if (authState === null) return [];
  const applicant = readerIsApplicant(authState);
  const actor: WorkflowActor = {
    kind: applicant ? 'applicant' : 'operator',
    id: READER_ID,
    name: authState.name,
    rights: authState.rights,
  };
  const stored: StoredApplication = {
    state: application.state,
    context: {
      applicantId: applicant ? READER_ID : OWNER_OF_OTHERS,
      round: application.round,
      firstReviewerId: null,
      // 提交 is offered as the machine allows it; the form shows a closed domain and asks for the
      // 承诺书, and the server decides both again with the domain as it stands.
      domainAccepting: true,
      commitmentVersion: null,
      // Applicants' events do not read who holds the case in review.
      claimantId: null,
      claimantName: null,
    },
  };
  return allowedEvents(stored, actor);
}
