/**
 * `POST second/domain-application/submit`: draft → firstReview, decided by the workflow machine — the
 * domain accepting applications and its current commitment (承诺书) accepted, the version kept in the
 * history row — once every required entry of the domain holds a file.
 */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { findOwnApplication } from './application-record';
import { assertRequiredMaterials } from './required-materials';
import { runTransition } from './run-transition';
import { workflowActorOf } from './workflow-actor';

export const secondDomainApplicationSubmit = defineHandler(
  'secondDomainApplicationSubmit',
  async ({ body }, { db, clock, request }) => {
    const caller = request.requireCorporateUser();
    const detail = await runTransition(db, clock.now(), {
      id: body.id,
      version: body.version,
      event: {
        type: 'application.submit',
        actor: workflowActorOf(caller),
        commitmentVersion: body.commitmentVersion ?? null,
      },
      load: (tx, id) => findOwnApplication(tx, id, caller.userId),
      precondition: assertRequiredMaterials,
    });
    return ok(detail, '申请已提交，请等待初审');
  },
);
