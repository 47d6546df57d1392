/**
 * The server's configuration as far as the browser needs it, read from the page the server sent:
 * `<script type="application/json" id="portal-config">` (written by server/http/client-config.ts).
 * It holds the SSO logout and register addresses for when `web/login/out` or `web/login/register`
 * cannot be had (spec §8); it travels in the page because that is exactly when the API is not there.
 *
 * A page without it (Vite's development server serves its own index.html) falls back to the demo
 * SSO stand-in on the page's own origin, which the development server passes on to the API server.
 */

export const runtimeConfigElementId = 'portal-config';

export type RuntimeConfig = {
  /** Where the browser logs out of the SSO when `web/login/out` cannot be had. */
  readonly ssoLogoutFallbackUrl: string;
  /** Where people register with the SSO when `web/login/register` cannot be had. */
  readonly ssoRegisterFallbackUrl: string;
};

function isHttpAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The demo stand-in's addresses on `origin`: only for a page served without the configuration. */
export function developmentRuntimeConfig(origin: string): RuntimeConfig {
  return {
    ssoLogoutFallbackUrl: new URL('/dev-sso/logout', origin).href,
    ssoRegisterFallbackUrl: new URL('/dev-sso/register', origin).href,
  };
}

/** The configuration in `doc`; each value that is missing or not an http(s) address is defaulted. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const defaults = developmentRuntimeConfig(doc.location?.origin ?? window.location.origin);
  const text = doc.getElementById(runtimeConfigElementId)?.textContent;
  if (text === undefined || text === null) return defaults;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return defaults;
  }
  if (typeof value !== 'object' || value === null) return defaults;
  const logout: unknown = Reflect.get(value, 'ssoLogoutFallbackUrl');
  const register: unknown = Reflect.get(value, 'ssoRegisterFallbackUrl');
  return {
    ssoLogoutFallbackUrl: isHttpAddress(logout) ? logout : defaults.ssoLogoutFallbackUrl,
    ssoRegisterFallbackUrl: isHttpAddress(register) ? register : defaults.ssoRegisterFallbackUrl,
  };
}
