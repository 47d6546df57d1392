/** Addresses of the login pages, with the `preUrl` to return to kept along the way. */
import { paths, withQuery } from '@/config/routes';

/** `type=operator` on /login shows the operator form (账号, 密码, 验证码). */
export const OPERATOR_LOGIN_TYPE = 'operator';

export function operatorLoginPath(preUrl: string | null): string {
  return withQuery(paths.login, { type: OPERATOR_LOGIN_TYPE, preUrl: preUrl ?? undefined });
}

export function loginChoosePath(preUrl: string | null): string {
  return withQuery(paths.loginChoose, { preUrl: preUrl ?? undefined });
}

/** The `preUrl` of the current address, or null when there is none. */
export function preUrlOf(search: URLSearchParams): string | null {
  const preUrl = search.get('preUrl')?.trim() ?? '';
  return preUrl === '' ? null : preUrl;
}
