/**
 * `POST second/domain-application/revise`: returned | rejected → draft in the next round, keeping the
 * fields and files. A rejected application is finished, so the legal person may have opened another
 * one in the domain since; reopening this one then would make two, and is refused.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { findOwnApplication } from './application-record';
import { assertNoOpenApplication } from './open-application';
import { runTransition } from './run-transition';
import { workflowActorOf } from './workflow-actor';

export const secondDomainApplicationRevise = defineHandler(
  'secondDomainApplicationRevise',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireCorporateUser();
    const detail = await runTransition(db, clock.now(), {
      id: body.id,
      version: body.version,
      event: { type: 'application.revise', actor: workflowActorOf(caller) },
      load: (tx, id) => findOwnApplication(tx, id, caller.userId),
      precondition: (tx, record) => assertNoOpenApplication(tx, record, record.id),
    });
    return ok(detail, '申请已转为草稿，请修改后重新提交');
  },
);
