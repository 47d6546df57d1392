/** `GET web/login/out`: the SSO logout address, which returns the browser to the portal's home. */
import { defineHandler } from '../../contract/operation-handler';
import { ok } from '../../http/envelope';
import { publicOrigin, ssoBaseUrl } from '../../http/origin';

export const webLoginOut = defineHandler('webLoginOut', (_input, { config, request }) => {
  const query = new URLSearchParams({ service: `${publicOrigin(request, config)}/home` });
  return Promise.resolve(ok(`${ssoBaseUrl(request, config)}/logout?${query.toString()}`));
});
