/** HTTP 413 with code 4130: an upload over the size limit (spec §8 gives the message). */
import { EnvelopeCode } from '../../openapi/envelope-codes';
import { AppError } from './app-error';

export const payloadTooLargeMessage = '文件体积超过限制，请重新选择';

export function payloadTooLarge(): AppError {
  return new AppError(EnvelopeCode.payloadTooLarge, payloadTooLargeMessage, 413);
}
