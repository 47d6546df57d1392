/**
 * The stand-in's own "signed in to the SSO" state: a cookie naming the identity last picked, scoped
 * to `/dev-sso`, so the login page can say who is signed in and `/dev-sso/logout` has something to end.
 * It carries no secret: the stand-in is a demonstration and holds only fictional identities.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const cookieName = 'dev_sso_identity';
const attributes = 'Path=/dev-sso; HttpOnly; SameSite=Lax';

export function readSignedInIdentityKey(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (header === undefined) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== cookieName) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

export function rememberSignedInIdentity(reply: FastifyReply, identityKey: string): void {
  reply.header('set-cookie', `${cookieName}=${encodeURIComponent(identityKey)}; ${attributes}`);
}

export function forgetSignedInIdentity(reply: FastifyReply): void {
  reply.header('set-cookie', `${cookieName}=; Max-Age=0; ${attributes}`);
}
