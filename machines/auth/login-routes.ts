/**
 * Pure helpers for where the auth machine sends the browser. The paths are the portal's own routes
 * (spec §2); machines may not import the route table, so the few they need are named here.
 */

export const HOME_PATH = '/home';
export const USER_LOGIN_PATH = '/user/login';
const LOGIN_PATHS = ['/login', USER_LOGIN_PATH];

/** `/user/login?preUrl=<encoded>`: the page shown on an authentication failure (spec §8). */
export function userLoginPath(preUrl: string): string {
  return `${USER_LOGIN_PATH}?preUrl=${encodeURIComponent(preUrl)}`;
}

/** True when the location is already a login page, so a 401 there does not nest preUrl inside itself. */
export function isLoginLocation(location: string): boolean {
  const pathname = location.split(/[?#]/, 1)[0] ?? '';
  return LOGIN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
