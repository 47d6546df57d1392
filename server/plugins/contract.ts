/**
 * Registers every operation of the contract as a route under `/alpha-portal/api/v1` and answers it
 * with the handler a feature contributed for its `operationId`. Fastify's own validation is not used:
 * the request is checked here against the contract (strictly, see `contract-validators.ts`), and an
 * operation that has no handler yet answers 501 after validation — never a made-up success.
 * Before anything else the caller is checked (the session plugin's `requireAccess` hook): a protected
 * operation needs a live session of the right side holding one of its `x-rights`.
 * With `validateResponses` (on in tests) every response body is checked against the contract too,
 * and a mismatch fails the request loudly.
 * Upload operations (`multipart/form-data`) are read by `multipart-form.ts`: their text fields are
 * validated like a JSON body, and the handler gets the file as a stream (`input.upload`).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { EnvelopeCode } from '../../openapi/envelope-codes';
import { listOperations, type ContractOperation } from '../contract/contract-operations';
import {
  createContractValidators,
  type OperationValidators,
} from '../contract/contract-validators';
import { assertDecimalNumerals } from '../contract/decimal-numerals';
import { describeValidationError, type RequestPart } from '../contract/describe-validation-error';
import { isJsonObject } from '../contract/json-object';
import { assertStorableText } from '../contract/storable-text';
import {
  assertUploadLength,
  defaultUploadLimitBytes,
  fileFieldName,
  readMultipartForm,
  type MultipartForm,
} from '../contract/multipart-form';
import {
  loadContract,
  type ContractSource,
  type OpenApiDocument,
} from '../contract/openapi-document';
import type { OperationHandler, ValidatedInput } from '../contract/operation-handler';
import { resolveLocalRef } from '../contract/resolve-local-ref';
import { AppError } from '../http/app-error';
import { compressedJson } from '../http/compressed-json';
import { errorEnvelope, internalErrorMessage } from '../http/envelope';

export interface ContractPluginOptions {
  readonly contract: ContractSource;
  readonly handlers: readonly OperationHandler[];
  readonly validateResponses: boolean;
  /** Largest upload request in bytes (default: the contract's largest file and its form). */
  readonly uploadLimitBytes?: number;
}

function invalidRequest(message: string): AppError {
  return new AppError(EnvelopeCode.invalidRequest, message);
}

function validate(
  validator: OperationValidators['query'],
  value: unknown,
  part: RequestPart,
): void {
  if (validator(value)) return;
  const [first] = validator.errors ?? [];
  throw invalidRequest(
    first === undefined ? '请求参数不符合要求' : describeValidationError(first, part),
  );
}

/** A plain, mutable copy: Ajv coerces query and path values in place. */
function plainCopy(value: unknown): Record<string, unknown> {
  return isJsonObject(value) ? { ...value } : {};
}

/** The values as they were sent, before Ajv coerces them (arrays too are coerced in place). */
function asSent(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      Array.isArray(value) ? [...(value as unknown[])] : value,
    ]),
  );
}

function mediaTypeOf(request: FastifyRequest): string | null {
  const header = request.headers['content-type'];
  return header === undefined ? null : (header.split(';')[0]?.trim().toLowerCase() ?? null);
}

function validateBody(
  request: FastifyRequest,
  operation: ContractOperation,
  validators: OperationValidators,
): unknown {
  const { requestBody } = operation;
  const body: unknown = request.body;
  // The multipart parser reads no body up front, so a form sent to a JSON operation arrives empty.
  if (request.isMultipart()) {
    throw invalidRequest(
      `不支持的请求内容类型，请使用 ${requestBody?.mediaTypes.join(' 或 ') ?? 'application/json'}`,
    );
  }
  if (requestBody === null) {
    if (body !== undefined && body !== null) throw invalidRequest('该接口不接受请求体');
    return undefined;
  }
  if (body === undefined || body === null) {
    if (requestBody.required) throw invalidRequest('请求体不能为空');
    return undefined;
  }
  const mediaType = mediaTypeOf(request);
  if (mediaType === null || !requestBody.mediaTypes.includes(mediaType)) {
    throw invalidRequest(`不支持的请求内容类型，请使用 ${requestBody.mediaTypes.join(' 或 ')}`);
  }
  if (validators.body !== null) validate(validators.body, body, 'body');
  return body;
}

/** The text fields of an upload form, validated; the file stays in the stream for the handler. */
function validateForm(
  form: MultipartForm,
  validators: OperationValidators,
): ValidatedInput['body'] {
  if (validators.form !== null) validate(validators.form, { ...form.fields }, 'body');
  if (form.upload === null) throw invalidRequest(`请求参数 ${fileFieldName} 不能为空`);
  return Object.fromEntries(Object.entries(form.fields).filter(([name]) => name !== fileFieldName));
}

function validateParameters(request: FastifyRequest, validators: OperationValidators) {
  const params = plainCopy(request.params);
  const sentParams = asSent(params);
  validate(validators.path, params, 'path');
  assertDecimalNumerals(sentParams, params);
  const query = plainCopy(request.query);
  const sentQuery = asSent(query);
  validate(validators.query, query, 'query');
  assertDecimalNumerals(sentQuery, query);
  return { params, query };
}

/**
 * An upload operation's body must be the contract's one-file form: its file in a required binary
 * property `file` (the handler's types rely on that name).
 */
function assertUploadForm(document: OpenApiDocument, operation: ContractOperation): void {
  const formSchema = operation.requestBody?.formSchema;
  if (formSchema === undefined || formSchema === null) return;
  const where = `${operation.method} ${operation.contractPath}`;
  const form = resolveLocalRef(document, formSchema, `${where} multipart/form-data`);
  const properties = isJsonObject(form.properties) ? form.properties : {};
  const binary = Object.entries(properties)
    .filter(([, schema]) => isJsonObject(schema) && schema.format === 'binary')
    .map(([name]) => name);
  const required = Array.isArray(form.required) ? form.required : [];
  if (binary.length !== 1 || binary[0] !== fileFieldName || !required.includes(fileFieldName)) {
    throw new Error(`${where}：上传表单必须有且只有一个必填的二进制字段 ${fileFieldName}`);
  }
}

/** Checks a response body against the operation's schema for successes, the error envelope else. */
function checkResponse(
  reply: FastifyReply,
  validators: OperationValidators,
  body: unknown,
): string | null {
  const isPlainError = isJsonObject(body) && body.code !== 0 && body.data === null;
  const status = String(reply.statusCode);
  const validator = isPlainError
    ? validators.errorEnvelope
    : (validators.responses.get(status) ?? validators.responses.get('default'));
  if (validator === undefined) return `the contract declares no response for HTTP ${status}`;
  if (validator(body)) return null;
  return JSON.stringify(validator.errors);
}

const contractPlugin: FastifyPluginAsync<ContractPluginOptions> = async (app, options) => {
  const document = await loadContract(options.contract);
  const operations = listOperations(document);
  const validatorsFactory = createContractValidators(document);
  for (const operation of operations) assertUploadForm(document, operation);
  const uploadLimitBytes = options.uploadLimitBytes ?? defaultUploadLimitBytes;
  // Only the API parses forms; the parser reads nothing until an upload operation asks for it.
  await app.register(multipart, { limits: { fileSize: uploadLimitBytes } });

  const handlers = new Map<string, OperationHandler>();
  const knownIds = new Set(operations.map((operation) => operation.operationId));
  for (const handler of options.handlers) {
    if (!knownIds.has(handler.operationId)) {
      throw new Error(`处理函数 ${handler.operationId} 在接口契约中没有对应的操作`);
    }
    if (handlers.has(handler.operationId)) {
      throw new Error(`操作 ${handler.operationId} 注册了多个处理函数`);
    }
    handlers.set(handler.operationId, handler);
  }

  const validated = new WeakMap<FastifyRequest, ValidatedInput>();
  const forms = new WeakMap<FastifyRequest, MultipartForm>();

  for (const operation of operations) {
    const validators = validatorsFactory.forOperation(operation);
    const handler = handlers.get(operation.operationId);
    const takesUpload = (operation.requestBody?.formSchema ?? null) !== null;

    app.route({
      method: operation.method,
      url: operation.url,
      // HEAD is not part of the contract; a HEAD operation in the contract is registered on its own.
      exposeHeadRoute: false,
      onRequest: app.requireAccess(operation),
      preValidation: async (request) => {
        // Before the schemas, so no message quotes a key or value the database could not store.
        assertStorableText(request.params, request.query, request.body);
        const { params, query } = validateParameters(request, validators);
        if (!takesUpload || !request.isMultipart()) {
          const body = validateBody(request, operation, validators);
          assertStorableText(params, query, body);
          validated.set(request, { body, query, params, upload: null });
          return;
        }
        assertUploadLength(request, uploadLimitBytes);
        const form = await readMultipartForm(request, uploadLimitBytes);
        forms.set(request, form);
        try {
          const body = validateForm(form, validators);
          assertStorableText(params, query, body);
          validated.set(request, { body, query, params, upload: form.upload });
        } catch (error) {
          form.discard();
          throw error;
        }
      },
      onSend: (request, reply, payload, done) => {
        // API answers depend on the moment and the caller: never store them in a cache.
        reply.header('cache-control', 'no-store');
        done(null, compressedJson(request, reply, payload));
      },
      // Checked before serialization (and so before compression), on the body as the handler or the
      // error handler gave it.
      preSerialization: (request, reply, payload, done) => {
        if (!options.validateResponses) {
          done(null, payload);
          return;
        }
        const mismatch = checkResponse(reply, validators, payload);
        if (mismatch === null) {
          done(null, payload);
          return;
        }
        request.log.error(
          { operationId: operation.operationId, statusCode: reply.statusCode, mismatch },
          'response does not match the contract',
        );
        // Replaced here rather than thrown: a throw from here would bypass the error handler when the
        // mismatching body is itself an error envelope, and leak Fastify's default error body.
        reply.code(500);
        done(null, errorEnvelope(EnvelopeCode.internalError, internalErrorMessage));
      },
      handler: async (request, reply) => {
        const input = validated.get(request);
        if (input === undefined) throw new Error('request reached its handler without validation');
        const form = forms.get(request);
        try {
          if (handler === undefined)
            throw new AppError(EnvelopeCode.notAvailable, '该功能暂未开放', 501);
          return await handler.handle(input, {
            db: app.db,
            config: app.config,
            clock: app.clock,
            log: request.log,
            request,
            reply,
            smsSender: app.smsSender,
            ticketValidator: app.ticketValidator,
          });
        } catch (error) {
          throw form === undefined ? error : form.explain(error);
        } finally {
          // Whatever of an upload the handler left unread is dropped, so the reply is not held up.
          form?.discard();
        }
      },
    });
  }
};

export default contractPlugin;
