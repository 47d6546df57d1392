/**
 * Where a person goes after signing in (DESIGN §3): the `preUrl` they came with, else the last visited
 * location, else the workspace home that fits them. Only addresses inside the portal are followed, so a
 * crafted link cannot send someone elsewhere after login, and login pages are never a destination.
 */
import { isLoginLocation } from '../auth/login-routes';

export const WORKSPACE_HOME_PATH = '/workspace/home';
export const WORKER_HOME_PATH = '/workspace/workerhome';

/** Rights of the review work that has its own workspace home (审核工作台). */
const REVIEW_RIGHTS = ['domain:first-review', 'domain:final-review'];

/** True for a path of this portal: one leading slash, no scheme, no protocol-relative `//host`. */
export function isPortalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

function usable(candidate: string | null | undefined): candidate is string {
  if (candidate === null || candidate === undefined) return false;
  const trimmed = candidate.trim();
  return trimmed !== '' && isPortalPath(trimmed) && !isLoginLocation(trimmed);
}

export type DestinationInput = {
  preUrl: string | null;
  latestPath: string | null;
  userType: string;
  rights: readonly string[];
};

/** The workspace home for this user: 审核工作台 for operators with a review right, 工作台 otherwise. */
export function workspaceHomeFor(userType: string, rights: readonly string[]): string {
  const reviews = rights.some((right) => REVIEW_RIGHTS.includes(right));
  return userType === 'primary' && reviews ? WORKER_HOME_PATH : WORKSPACE_HOME_PATH;
}

export function destinationAfterLogin(input: DestinationInput): string {
  if (usable(input.preUrl)) return input.preUrl.trim();
  if (usable(input.latestPath)) return input.latestPath.trim();
  return workspaceHomeFor(input.userType, input.rights);
}
