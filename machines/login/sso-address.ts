/**
 * The addresses of the SSO round trip (DESIGN §3). Going out, the SSO login address carries `service`:
 * where the SSO sends the browser back, this portal's /login with the `preUrl` to return to. Coming
 * back, the ticket is exchanged for the very same `service`: the current address without `ticket`.
 */

export const LOGIN_PATH = '/login';

/** `<origin>/login`, with `preUrl` when there is one. */
export function serviceAddress(portalOrigin: string, preUrl: string | null): string {
  const url = new URL(LOGIN_PATH, portalOrigin);
  if (preUrl !== null && preUrl !== '') url.searchParams.set('preUrl', preUrl);
  return url.toString();
}

/** The SSO login address with its `service` parameter set to `service`; null when it is no address. */
export function ssoLoginAddressFor(address: string, service: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    // A value that is not an absolute address (the fallback UUID) leads nowhere.
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.searchParams.set('service', service);
  return url.toString();
}

/** The service a returning ticket was issued for: the callback address without `ticket` and hash. */
export function serviceOfCallback(callbackUrl: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.delete('ticket');
  url.hash = '';
  return url.toString();
}
