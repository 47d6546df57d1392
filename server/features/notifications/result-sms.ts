/**
 * The text message that tells an applicant the result of a review (退回修改, 驳回, 通过), sent to the
 * application's contact phone through the configured SMS gateway (the dev outbox in demo mode) once the
 * decision is committed. The reason stays in the portal: a text message only says where to read it.
 * A landline contact number cannot take a text message, so it gets none.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ApplicationState } from '../../../machines/domain-application/domain-application.types';
import type { SmsSender } from '../../kernel/sms-sender';
import { caseName, type NoticeCase } from './transition-notices';

export interface ResultSms {
  readonly applicationId: string;
  readonly phone: string;
  readonly text: string;
}

/** As the login code's message begins (the gateway's signature). */
const signature = '【江苏省公共数据授权运营平台】';

const mobilePhone = /^1[3-9]\d{9}$/;

const resultTexts: Partial<Record<ApplicationState, (name: string) => string>> = {
  returned: (name) => `您单位的${name}已被退回修改，请登录门户工作台查看审核意见，修改后重新提交。`,
  rejected: (name) => `您单位的${name}未通过审核，已被驳回，请登录门户工作台查看驳回理由。`,
  approved: (name) => `您单位的${name}已通过终审，请登录门户工作台查看详情。`,
};

/** The message for a transition into `to`, or null when it is not a result or the phone takes none. */
export function resultSmsOf(
  subject: Pick<NoticeCase, 'applicationId' | 'caseNumber' | 'domainName'>,
  to: ApplicationState,
  contactPhone: string,
): ResultSms | null {
  const text = resultTexts[to];
  if (text === undefined || !mobilePhone.test(contactPhone)) return null;
  return {
    applicationId: subject.applicationId,
    phone: contactPhone,
    text: `${signature}${text(caseName(subject))}`,
  };
}

/**
 * Sends the message; a gateway failure is logged and goes no further, since the decision it reports
 * has already been stored.
 */
export async function sendResultSms(
  sender: SmsSender,
  log: FastifyBaseLogger,
  sms: ResultSms | null,
): Promise<void> {
  if (sms === null) return;
  try {
    await sender.send(sms.phone, sms.text);
  } catch (error) {
    log.warn(
      { err: error, applicationId: sms.applicationId },
      'the review result could not be sent by SMS',
    );
  }
}
