/**
 * `POST web/login/second`: exchanges the government SSO's service ticket for a session. The ticket is
 * validated with the SSO for the same service address, which must be this portal's own. Only legal
 * persons may sign in (3166 otherwise), and only with a unified social credit code whose check
 * character is right; their corporate user row is created or refreshed. Once the SSO has answered
 * with a ticket, the browser's login attempt is used up (legal person or not), so `web/login/uuid`
 * hands it out no more.
 */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { publicOrigin } from '../../http/origin';
import { useUpBrowserAttempt } from './browser-login-attempt';
import { recordCorporateSignIn, type LegalPersonIdentity } from './corporate/corporate-users';
import { isValidCreditCode } from '../account/credit-code';
import { corporateRights } from '../../kernel/rights';
import { legalPersonOnlyMessage } from '../../kernel/session/access-check';
import { sessionAnswer } from './session-answer';
import { sessionPolicyOf } from '../../kernel/session/session-policy';
import { openSession } from '../../kernel/session/session-store';
import { originOf } from './sso/service-address';
import type { SsoIdentity } from '../../kernel/ticket-validator';

function characters(value: string): number {
  return [...value].length;
}

/** The legal person the identity describes, or the reason it cannot sign in. */
function legalPersonOf(identity: SsoIdentity): LegalPersonIdentity {
  const { subject, name, corName, creditCode, phone } = identity;
  if (corName === undefined || characters(corName) > 100 || characters(name) > 50) {
    throw new AppError(EnvelopeCode.invalidRequest, '统一身份认证返回的法人信息不完整，无法登录');
  }
  if (creditCode === undefined || !isValidCreditCode(creditCode)) {
    throw new AppError(EnvelopeCode.invalidRequest, '法人的统一社会信用代码校验未通过，无法登录');
  }
  if (phone === undefined || !/^[0-9-]{7,20}$/.test(phone)) {
    throw new AppError(
      EnvelopeCode.invalidRequest,
      '统一身份认证未提供有效的联系电话，请在江苏政务服务网完善后再登录',
    );
  }
  return { subject, name, corName, creditCode, phone };
}

export const webLoginSecond = defineHandler('webLoginSecond', async ({ body }, context) => {
  const { db, clock, config, request, ticketValidator, log } = context;
  const portal = originOf(publicOrigin(request, config));
  if (originOf(body.service) !== portal) {
    throw new AppError(EnvelopeCode.invalidRequest, '回跳地址不属于本平台，无法登录');
  }
  const validation = await ticketValidator.validateTicket(body.ticket, body.service);
  if (!validation.ok) {
    if (validation.reason === 'rejected') {
      log.info({ detail: validation.detail }, 'the SSO rejected a service ticket');
      throw new AppError(EnvelopeCode.invalidRequest, '登录票据无效或已被使用，请重新登录');
    }
    log.error({ detail: validation.detail }, 'the SSO could not validate a service ticket');
    throw new AppError(EnvelopeCode.internalError, '统一身份认证服务暂时无法访问，请稍后重试');
  }
  const now = clock.now();
  await useUpBrowserAttempt(db, request, now);
  const { identity } = validation;
  if (identity.kind !== 'legal')
    throw new AppError(EnvelopeCode.legalPersonOnly, legalPersonOnlyMessage);

  const user = await recordCorporateSignIn(db, legalPersonOf(identity), now);
  const opened = await openSession(db, {
    kind: 'second',
    userId: user.id,
    now,
    policy: sessionPolicyOf(config),
  });
  return ok(
    sessionAnswer(opened, {
      userType: 'second',
      name: user.name,
      corName: user.corName,
      rights: corporateRights,
      mustChangePassword: false,
    }),
    '登录成功',
  );
});
