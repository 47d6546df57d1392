/**
 * Sends messages through an HTTP SMS gateway: `POST <SMS_GATEWAY_URL>` with the JSON body
 * `{"phone": "…", "text": "…"}` and, when `SMS_GATEWAY_TOKEN` is set, `Authorization: Bearer …`.
 * Any 2xx answer means the gateway accepted the message. A gateway with another protocol gets an
 * adapter of its own behind the same `SmsSender` interface.
 */
import type { OutboundFetch } from '../../../http/outbound-fetch';
import type { SmsSender } from '../../../kernel/sms-sender';

const gatewayTimeoutMs = 10_000;

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

export function createHttpSmsSender(options: {
  url: string;
  token: string | null;
  fetch: OutboundFetch;
}): SmsSender {
  return {
    async send(phone, text) {
      const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
      if (options.token !== null) headers.set('authorization', `Bearer ${options.token}`);
      let response: Response;
      try {
        response = await options.fetch(
          new Request(options.url, {
            method: 'POST',
            headers,
            body: JSON.stringify({ phone, text }),
            signal: AbortSignal.timeout(gatewayTimeoutMs),
          }),
        );
      } catch (error) {
        throw new SmsDeliveryError('短信网关无法连接', { cause: error });
      }
      if (!response.ok) {
        throw new SmsDeliveryError(`短信网关拒绝了发送请求（HTTP ${String(response.status)}）`);
      }
    },
  };
}
