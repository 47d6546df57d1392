/** The signed-in caller as the workflow machine's actor: its guards read the kind, id and rights. */
import type { WorkflowActor } from '../../../machines/domain-application/domain-application.types';
import type { Principal } from '../../kernel/principal';

/** The contract keeps a history row's `actorName` to 50 characters. */
const actorNameMaxLength = 50;

export function workflowActorOf(principal: Principal): WorkflowActor {
  return {
    kind: principal.kind === 'primary' ? 'operator' : 'applicant',
    id: principal.userId,
    name: [...principal.name].slice(0, actorNameMaxLength).join(''),
    rights: principal.rights,
  };
}
