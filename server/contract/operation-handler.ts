/**
 * How a feature answers one operation of the contract. `defineHandler('webLoginUuid', …)` types the
 * handler from the generated `operations` of `openapi/schema.d.ts`, so what it reads (body, query,
 * path) and what it returns (the envelope) are checked against the contract at compile time; the
 * contract plugin has validated the request against the same contract before the handler runs.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@openapi/schema';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { SmsSender } from '../kernel/sms-sender';
import type { TicketValidator } from '../kernel/ticket-validator';
import type { IncomingUpload } from './multipart-form';

export type OperationId = keyof operations;

type Operation<K extends OperationId> = operations[K];

type JsonContentOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The text fields of an upload form; its file reaches the handler as `upload`, a stream. */
type FormFieldsOf<T> = T extends { content: { 'multipart/form-data': infer Form } }
  ? Omit<Form, 'file'>
  : never;

type BodyContentOf<T> = JsonContentOf<T> | FormFieldsOf<T>;

/** An absent part (`query?: never`) becomes an empty object: the plugin always passes one. */
type PresentOrEmpty<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

export type RequestBodyOf<K extends OperationId> = undefined extends Operation<K>['requestBody']
  ? BodyContentOf<NonNullable<Operation<K>['requestBody']>> | undefined
  : BodyContentOf<Operation<K>['requestBody']>;

/** The file of an upload operation (its form requires one); null for every other operation. */
export type UploadOf<K extends OperationId> = [
  FormFieldsOf<NonNullable<Operation<K>['requestBody']>>,
] extends [never]
  ? null
  : IncomingUpload;

export type QueryOf<K extends OperationId> = PresentOrEmpty<Operation<K>['parameters']['query']>;

export type PathParamsOf<K extends OperationId> = PresentOrEmpty<
  Operation<K>['parameters']['path']
>;

/** The media types of a download: any file, a CSV table, an Excel workbook. */
type DownloadContent =
  | { 'application/octet-stream': unknown }
  | { 'text/csv': unknown }
  | { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': unknown };

/** A download answers with the reply it has sent the bytes on (its failures are JSON envelopes). */
type BinaryReplyOf<T> = T extends { content: DownloadContent } ? FastifyReply : never;

export type ResponseOf<K extends OperationId> = Operation<K>['responses'] extends {
  200: infer Response;
}
  ? JsonContentOf<Response> | BinaryReplyOf<Response>
  : never;

export interface HandlerInput<K extends OperationId> {
  readonly body: RequestBodyOf<K>;
  readonly query: QueryOf<K>;
  readonly params: PathParamsOf<K>;
  readonly upload: UploadOf<K>;
}

/** What every handler may use besides its input. */
export interface HandlerContext {
  readonly db: Database;
  readonly config: AppConfig;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  /**
   * Also who is calling (the session plugin's decoration): `request.requireOperator()` and
   * `request.requireCorporateUser()` give the principal of a protected operation.
   */
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly smsSender: SmsSender;
  readonly ticketValidator: TicketValidator;
}

/** A validated request, before it is narrowed to one operation's types. */
export interface ValidatedInput {
  readonly body: unknown;
  readonly query: Readonly<Record<string, unknown>>;
  readonly params: Readonly<Record<string, unknown>>;
  readonly upload: IncomingUpload | null;
}

/** The runtime form the contract plugin looks handlers up in, by `operationId`. */
export interface OperationHandler {
  readonly operationId: string;
  handle(input: ValidatedInput, context: HandlerContext): Promise<unknown>;
}

export function defineHandler<K extends OperationId>(
  operationId: K,
  handle: (input: HandlerInput<K>, context: HandlerContext) => Promise<ResponseOf<K>>,
): OperationHandler {
  return {
    operationId,
    // The plugin validated the input against this operation's schemas, which the types were
    // generated from: this is the one place where the runtime check becomes a static type.
    handle: (input, context) => handle(input as HandlerInput<K>, context),
  };
}
