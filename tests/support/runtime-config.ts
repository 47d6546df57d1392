/**
 * The server's configuration element (server/http/client-config.ts) placed in the test page, as the
 * server writes it into every page it serves; `removeRuntimeConfig` takes it out again.
 */
import { runtimeConfigElementId, type RuntimeConfig } from '@/config/runtime-config';

/** What a deployment might configure: addresses of the government SSO, not of the portal. */
export const configuredFallbacks: RuntimeConfig = {
  ssoLogoutFallbackUrl: 'https://sso.example.gov.cn/cas/logout?from=portal',
  ssoRegisterFallbackUrl: 'https://sso.example.gov.cn/cas/register?type=legal',
};

export function placeRuntimeConfig(text: string | RuntimeConfig = configuredFallbacks): void {
  removeRuntimeConfig();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = runtimeConfigElementId;
  element.textContent = typeof text === 'string' ? text : JSON.stringify(text);
  document.head.append(element);
}

export function removeRuntimeConfig(): void {
  document.getElementById(runtimeConfigElementId)?.remove();
}
