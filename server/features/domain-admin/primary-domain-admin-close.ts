/** `POST primary/domain-admin/close`: the domain refuses new applications; its cases stay (accepting-applications.ts). */
import { defineHandler } from '../../contract/operation-handler';
import { setAcceptingApplications } from './accepting-applications';

export const primaryDomainAdminClose = defineHandler(
  'primaryDomainAdminClose',
  async ({ body }, context) => setAcceptingApplications(context, body.id, false),
);
