/**
 * The answers for a change that cannot be made as asked: a version other than the stored one (someone
 * changed the application meanwhile), and a refusal of the workflow machine with its own code and its
 * message in Chinese.
 */
import {
  refusalEnvelopeCodes,
  type TransitionRefused,
} from '../../../machines/domain-application/decide';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { AppError } from '../../http/app-error';
import { refusalText } from './refusal-messages';

export const applicationChangedMessage = '该申请已被他人处理或已更新，请刷新后查看最新状态';

export function applicationChanged(): AppError {
  return new AppError(EnvelopeCode.conflict, applicationChangedMessage);
}

/** The request names the version it last read; any other stored version means it is out of date. */
export function assertCurrentVersion(stored: { version: number }, requested: number): void {
  if (stored.version !== requested) throw applicationChanged();
}

export function refusalError(refusal: TransitionRefused): AppError {
  return new AppError(refusalEnvelopeCodes[refusal.reason], refusalText(refusal.message));
}
