/**
 * The development stand-in for the government SSO (demo mode only), CAS style:
 * - `GET /dev-sso/login?uuid&service` lists the demo identities;
 * - `POST /dev-sso/login` (a form) issues a one-time ticket and sends the browser back (303) to the
 *   service address with `ticket=ST-…` added;
 * - `GET /dev-sso/serviceValidate?ticket&service` checks a ticket once and answers the identity as
 *   CAS 3.0 JSON — the portal's ticket validator calls it exactly as it would call the real SSO;
 * - `GET /dev-sso/logout?service` ends the stand-in's sign-in and returns to the portal;
 * - `GET /dev-sso/register` explains where registration really happens.
 */
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { isJsonObject } from '../../contract/json-object';
import { publicOrigin } from '../../http/origin';
import { findDevSsoIdentity, type DevSsoIdentity } from './dev-sso-identities';
import { loggedOutPage, loginPage, problemPage, registerPage } from './dev-sso-pages';
import {
  forgetSignedInIdentity,
  readSignedInIdentityKey,
  rememberSignedInIdentity,
} from './dev-sso-session-cookie';
import { issueDevSsoTicket, redeemDevSsoTicket, type TicketRedemption } from './dev-sso-tickets';
import { checkLoginAttempt, consumeLoginAttempt } from './sso-login-attempt';
import { canonicalService, originOf, withTicket } from '../sign-in/sso/service-address';

/** Inline styles only; no scripts, frames, or anything loaded from elsewhere. */
const pageSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

function text(source: unknown, name: string): string {
  const value = isJsonObject(source) ? source[name] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', pageSecurityPolicy)
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Where a person goes back to after a problem: the portal's login page at the service's origin. */
function portalLoginOf(service: string): string | null {
  const origin = originOf(service);
  return origin === null ? null : `${origin}/login`;
}

function casAnswer(redemption: TicketRedemption) {
  if (!redemption.ok) {
    return {
      serviceResponse: {
        authenticationFailure: { code: redemption.code, description: redemption.description },
      },
    };
  }
  const { identity } = redemption;
  return {
    serviceResponse: {
      authenticationSuccess: {
        user: identity.subject,
        attributes: {
          userType: identity.kind,
          name: identity.name,
          ...(identity.corName === undefined ? {} : { corName: identity.corName }),
          ...(identity.creditCode === undefined ? {} : { creditCode: identity.creditCode }),
          ...(identity.phone === undefined ? {} : { phone: identity.phone }),
        },
      },
    },
  };
}

const devSsoRoutes: FastifyPluginCallback = (app, _options, done) => {
  // The sign-in buttons are plain HTML forms. Parsed only inside this plugin: the API takes JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const source = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(source)));
    },
  );

  app.get('/login', async (request, reply) => {
    const uuid = text(request.query, 'uuid');
    const service = text(request.query, 'service');
    if (canonicalService(service) === null) {
      return sendPage(reply, 400, problemPage('登录地址缺少有效的回跳地址（service）', null));
    }
    const attempt = await checkLoginAttempt(app.db, { uuid, service, now: app.clock.now() });
    if (!attempt.ok)
      return sendPage(reply, 400, problemPage(attempt.message, portalLoginOf(service)));
    const signedInKey = readSignedInIdentityKey(request);
    const signedInAs: DevSsoIdentity | undefined =
      signedInKey === null ? undefined : findDevSsoIdentity(signedInKey);
    return sendPage(reply, 200, loginPage({ uuid, service, signedInAs }));
  });

  app.post('/login', async (request, reply) => {
    const uuid = text(request.body, 'uuid');
    const service = text(request.body, 'service');
    const identity = findDevSsoIdentity(text(request.body, 'identity'));
    if (canonicalService(service) === null) {
      return sendPage(reply, 400, problemPage('缺少有效的回跳地址（service）', null));
    }
    if (identity === undefined) {
      return sendPage(reply, 400, problemPage('请选择一个演示身份', portalLoginOf(service)));
    }
    const now = app.clock.now();
    const attempt = await checkLoginAttempt(app.db, { uuid, service, now });
    if (!attempt.ok)
      return sendPage(reply, 400, problemPage(attempt.message, portalLoginOf(service)));
    if (!(await consumeLoginAttempt(app.db, uuid, now))) {
      return sendPage(
        reply,
        400,
        problemPage('该登录请求已经完成认证，请返回平台重新登录', portalLoginOf(service)),
      );
    }
    const ticket = await issueDevSsoTicket(app.db, { service, identityKey: identity.key, now });
    rememberSignedInIdentity(request, reply, identity.key);
    return reply.header('cache-control', 'no-store').redirect(withTicket(service, ticket), 303);
  });

  app.get('/serviceValidate', async (request, reply) => {
    const ticket = text(request.query, 'ticket');
    const service = text(request.query, 'service');
    const redemption: TicketRedemption =
      ticket === '' || service === ''
        ? { ok: false, code: 'INVALID_REQUEST', description: '缺少 ticket 或 service 参数' }
        : await redeemDevSsoTicket(app.db, { ticket, service, now: app.clock.now() });
    return reply
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(casAnswer(redemption));
  });

  app.get('/logout', (request, reply) => {
    forgetSignedInIdentity(request, reply);
    const service = text(request.query, 'service');
    const portal = new URL(publicOrigin(request, app.config)).origin;
    // Only back to the portal itself: the stand-in must not send people to arbitrary sites.
    if (canonicalService(service) !== null && originOf(service) === portal) {
      return reply.header('cache-control', 'no-store').redirect(service, 303);
    }
    return sendPage(reply, 200, loggedOutPage());
  });

  app.get('/register', (request, reply) =>
    sendPage(reply, 200, registerPage(`${publicOrigin(request, app.config)}/home`)),
  );
  done();
};

export default devSsoRoutes;
