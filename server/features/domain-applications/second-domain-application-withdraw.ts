/**
 * `POST second/domain-application/withdraw`: firstReview → withdrawn while no first-review decision
 * has been made, with an optional reason kept in the history.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { findOwnApplication } from './application-record';
import { runTransition } from './run-transition';
import { workflowActorOf } from './workflow-actor';

export const secondDomainApplicationWithdraw = defineHandler(
  'secondDomainApplicationWithdraw',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireCorporateUser();
    const detail = await runTransition(db, clock.now(), {
      id: body.id,
      version: body.version,
      event: {
        type: 'application.withdraw',
        actor: workflowActorOf(caller),
        comment: body.comment ?? null,
      },
      load: (tx, id) => findOwnApplication(tx, id, caller.userId),
    });
    return ok(detail, '申请已撤回');
  },
);
