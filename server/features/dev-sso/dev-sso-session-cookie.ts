/**
 * The stand-in's own "signed in to the SSO" state: a cookie naming the identity last picked, scoped
 * to `/dev-sso`, so the login page can say who is signed in and `/dev-sso/logout` has something to end.
 * It carries no secret: the stand-in is a demonstration and holds only fictional identities.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readRequestCookie } from '../../http/request-cookie';

const cookieName = 'dev_sso_identity';
const attributes = 'Path=/dev-sso; HttpOnly; SameSite=Lax';

export function readSignedInIdentityKey(request: FastifyRequest): string | null {
  return readRequestCookie(request, cookieName);
}

export function rememberSignedInIdentity(reply: FastifyReply, identityKey: string): void {
  reply.header('set-cookie', `${cookieName}=${encodeURIComponent(identityKey)}; ${attributes}`);
}

export function forgetSignedInIdentity(reply: FastifyReply): void {
  reply.header('set-cookie', `${cookieName}=; Max-Age=0; ${attributes}`);
}
