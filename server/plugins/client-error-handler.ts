/**
 * Answers for requests Node's HTTP parser refuses before Fastify sees them — a request line or
 * headers over Node's 16 KB limit (431), a request too slow to arrive (408), bytes that are not
 * HTTP (400). Fastify's default writes its own English JSON without the portal's headers; here the
 * answer is the portal's envelope with a Chinese message and the same security headers as every
 * other answer, and the connection is closed (the parser cannot go on after such a request).
 */
import type { Socket } from 'node:net';
import { EnvelopeCode } from '../../openapi/envelope-codes';
import { errorEnvelope } from '../http/envelope';
import { securityHeaders } from './security-headers';

interface ClientErrorAnswer {
  readonly status: number;
  readonly reason: string;
  readonly msg: string;
}

function answerFor(code: string | undefined): ClientErrorAnswer {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      msg: '请求地址或请求头过长（超过 16 KB），请缩短查询条件或清除本站 Cookie 后重试',
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, reason: 'Request Timeout', msg: '请求发送超时，请检查网络后重试' };
  }
  return { status: 400, reason: 'Bad Request', msg: '请求格式无效，请检查后重试' };
}

/** The raw HTTP/1.1 answer for a refused request. */
export function clientErrorResponse(
  code: string | undefined,
  connectTo: readonly (string | null)[] = [],
): string {
  const answer = answerFor(code);
  const body = JSON.stringify(errorEnvelope(EnvelopeCode.invalidRequest, answer.msg));
  const headers = {
    ...securityHeaders(connectTo),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${String(answer.status)} ${answer.reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** For Fastify's `clientErrorHandler` option. */
export function clientErrorHandler(connectTo: readonly (string | null)[] = []) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) socket.end(clientErrorResponse(error.code, connectTo));
    else socket.destroy(error);
  };
}
