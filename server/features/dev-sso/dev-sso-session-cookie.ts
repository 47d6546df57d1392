/**
 * The stand-in's own "signed in to the SSO" state: a cookie naming the identity last picked, scoped
 * to `/dev-sso`, so the login page can say who is signed in and `/dev-sso/logout` has something to end.
 * It carries no secret: the stand-in is a demonstration and holds only fictional identities. Served
 * over https (directly or behind a proxy that says so), it is Secure, so it never travels in clear.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readRequestCookie } from '../../http/request-cookie';

const cookieName = 'dev_sso_identity';

function attributesFor(request: FastifyRequest): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=/dev-sso; HttpOnly; SameSite=Lax${secure}`;
}

export function readSignedInIdentityKey(request: FastifyRequest): string | null {
  return readRequestCookie(request, cookieName);
}

export function rememberSignedInIdentity(
  request: FastifyRequest,
  reply: FastifyReply,
  identityKey: string,
): void {
  reply.header(
    'set-cookie',
    `${cookieName}=${encodeURIComponent(identityKey)}; ${attributesFor(request)}`,
  );
}

export function forgetSignedInIdentity(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${cookieName}=; Max-Age=0; ${attributesFor(request)}`);
}
