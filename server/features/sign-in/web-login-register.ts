/** `GET web/login/register`: where corporate users register with the government SSO. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { ssoBaseUrl } from '../../http/origin';

export const webLoginRegister = defineHandler('webLoginRegister', (_input, context) =>
  Promise.resolve(ok(`${ssoBaseUrl(context.request, context.config)}/register`)),
);
