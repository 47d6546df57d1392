/** `POST primary/domain-admin/open`: the domain accepts applications again (accepting-applications.ts). */
import { defineHandler } from '../../contract/operation-handler';
import { setAcceptingApplications } from './accepting-applications';

export const primaryDomainAdminOpen = defineHandler(
  'primaryDomainAdminOpen',
  async ({ body }, context) => setAcceptingApplications(context, body.id, true),
);
