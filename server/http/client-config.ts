/**
 * The part of the server's configuration the browser needs before it can ask the API anything: the
 * SSO logout and register addresses to use when `web/login/out` or `web/login/register` cannot be had
 * (spec §8). They travel in the page itself, so they are there exactly when the API is not: a
 * `<script type="application/json" id="portal-config">` before `</head>` — data, not script, so the
 * Content-Security-Policy has nothing to allow — with `<` escaped so no value can close the element.
 * src/config/runtime-config.ts reads it.
 */
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { ssoBaseUrl } from './origin';

export const clientConfigElementId = 'portal-config';

export interface ClientConfig {
  readonly ssoLogoutFallbackUrl: string;
  readonly ssoRegisterFallbackUrl: string;
}

/**
 * The configured addresses; in demo mode without them, the SSO's own `/logout` and `/register` as
 * absolute addresses on the origin the browser used (the stand-in's, unless SSO_BASE_URL is set).
 */
export function clientConfigOf(request: FastifyRequest, config: AppConfig): ClientConfig {
  return {
    ssoLogoutFallbackUrl: config.ssoLogoutFallbackUrl ?? `${ssoBaseUrl(request, config)}/logout`,
    ssoRegisterFallbackUrl:
      config.ssoRegisterFallbackUrl ?? `${ssoBaseUrl(request, config)}/register`,
  };
}

export function clientConfigElement(clientConfig: ClientConfig): string {
  const json = JSON.stringify(clientConfig).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${clientConfigElementId}">${json}</script>`;
}

/** The page with the configuration placed at the end of its head. */
export function withClientConfig(template: string, clientConfig: ClientConfig): string {
  return template.replace('</head>', () => `${clientConfigElement(clientConfig)}</head>`);
}
