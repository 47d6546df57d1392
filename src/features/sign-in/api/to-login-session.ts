/**
 * The contract's `Session` as the login machines use it. Checked field by field: the answer comes from
 * the network, and a session that is not one must never end up stored as AuthState.
 */
import type { components } from '@openapi/schema';
import type { LoginSession } from '@machines/login/login-session';

type Session = components['schemas']['Session'];

export function toLoginSession(data: Session | null | undefined): LoginSession | null {
  if (typeof data !== 'object' || data === null) return null;
  const { token, userType, name, corName, rights, mustChangePassword } = data;
  if (typeof token !== 'string' || token.trim() === '') return null;
  if (typeof userType !== 'string' || typeof name !== 'string' || !Array.isArray(rights))
    return null;
  return {
    token,
    userType,
    name,
    corName: typeof corName === 'string' ? corName : null,
    rights: rights.filter((right) => typeof right === 'string'),
    mustChangePassword: mustChangePassword === true,
  };
}
