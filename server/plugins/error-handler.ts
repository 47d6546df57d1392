/**
 * The one place where failures become answers. Every failure leaves as the envelope
 * `{code, msg, data: null}` with a Chinese message and nothing internal: no stack trace, no SQL, no
 * library wording. Unexpected errors are logged (with secrets redacted by the logger) and answered
 * with a plain 500.
 */
import type { FastifyError, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { EnvelopeCode } from '../../openapi/envelope-codes';
import { apiBasePath } from '../http/api-base-path';
import { AppError } from '../http/app-error';
import { errorEnvelope, internalErrorMessage } from '../http/envelope';

interface Answer {
  readonly status: number;
  readonly code: number;
  readonly msg: string;
}

const fastifyErrorAnswers: Readonly<Record<string, Answer>> = {
  // Raised for JSON and other parsed bodies only: uploads have their own limit and message.
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: EnvelopeCode.payloadTooLarge,
    msg: '请求内容超过大小限制，请精简后重试',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 200,
    code: EnvelopeCode.invalidRequest,
    msg: '请求体不是合法的 JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 200,
    code: EnvelopeCode.invalidRequest,
    msg: '请求体不能为空',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 200,
    code: EnvelopeCode.invalidRequest,
    msg: '不支持的请求内容类型，请使用 application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 200,
    code: EnvelopeCode.invalidRequest,
    msg: '请求体长度与声明的不一致',
  },
};

const internalError: Answer = {
  status: 500,
  code: EnvelopeCode.internalError,
  msg: internalErrorMessage,
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}

function hasStatusCode(error: unknown): error is Error & { statusCode: number } {
  return error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number';
}

/** A stream cut short because the client closed the connection, not a failure of the server. */
function isClientGone(error: unknown, request: FastifyRequest): boolean {
  return (
    isFastifyError(error) &&
    error.code === 'ERR_STREAM_PREMATURE_CLOSE' &&
    (request.raw.destroyed || request.raw.socket.destroyed)
  );
}

function answerFor(error: unknown): Answer | null {
  if (error instanceof AppError)
    return { status: error.httpStatus, code: error.code, msg: error.msg };
  if (isFastifyError(error)) {
    const known = fastifyErrorAnswers[error.code];
    if (known !== undefined) return known;
    if (error.validation !== undefined) {
      return { status: 200, code: EnvelopeCode.invalidRequest, msg: '请求参数不符合要求' };
    }
  }
  // Any other client error Fastify raised (a malformed URL, a poisoned JSON body …).
  if (hasStatusCode(error) && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: 200, code: EnvelopeCode.invalidRequest, msg: '请求无效，请检查后重试' };
  }
  return null;
}

function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  return reply
    .status(answer.status)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(answer.code, answer.msg));
}

const errorHandlerPlugin: FastifyPluginCallback = (app, _options, done) => {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const answer = answerFor(error);
    if (answer !== null) {
      // Business answers are expected outcomes: a line without a stack is enough to follow them.
      if (error instanceof AppError) request.log.info({ code: answer.code }, 'request refused');
      else if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendAnswer(reply, answer);
    }
    if (isClientGone(error, request)) {
      // The browser went away mid-answer (a navigation, a cancelled download): nothing is wrong here.
      request.log.info({ code: 'ERR_STREAM_PREMATURE_CLOSE' }, 'client closed the connection');
    } else {
      request.log.error({ err: error }, 'unexpected error while handling the request');
    }
    return sendAnswer(reply, internalError);
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === apiBasePath || request.url.startsWith('/alpha-portal/');
    return sendAnswer(reply, {
      status: 404,
      code: EnvelopeCode.noSuchEndpoint,
      msg: isApi ? '接口不存在' : '请求的地址不存在',
    });
  });

  done();
};

export default fastifyPlugin(errorHandlerPlugin, { name: 'error-handler' });
