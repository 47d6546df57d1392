/**
 * Validates service tickets with a CAS-style SSO over HTTP:
 * `GET <base>/serviceValidate?ticket=…&service=…&format=JSON`. `fetch` is injected, so tests can route
 * the call into the app itself and production can add a proxy or client certificates.
 */
import type { OutboundFetch } from '../../../http/outbound-fetch';
import { readCasServiceResponse } from './cas-service-response';
import type { TicketValidator } from '../../../kernel/ticket-validator';

const validationTimeoutMs = 10_000;

export function createCasTicketValidator(options: {
  baseUrl: string;
  fetch: OutboundFetch;
}): TicketValidator {
  return {
    async validateTicket(ticket, service) {
      const query = new URLSearchParams({ ticket, service, format: 'JSON' });
      let response: Response;
      try {
        response = await options.fetch(
          new Request(`${options.baseUrl}/serviceValidate?${query.toString()}`, {
            headers: { accept: 'application/json' },
            signal: AbortSignal.timeout(validationTimeoutMs),
          }),
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, reason: 'unavailable', detail: `no answer: ${reason}` };
      }
      if (!response.ok) {
        return { ok: false, reason: 'unavailable', detail: `HTTP ${String(response.status)}` };
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        return { ok: false, reason: 'unavailable', detail: 'the answer is not JSON' };
      }
      return readCasServiceResponse(body);
    },
  };
}
