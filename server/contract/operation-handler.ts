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
import type { Principal } from '../features/auth/principal';
import type { SmsSender } from '../features/auth/sms/sms-sender';
import type { TicketValidator } from '../features/auth/sso/ticket-validator';

export type OperationId = keyof operations;

type Operation<K extends OperationId> = operations[K];

type JsonContentOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** An absent part (`query?: never`) becomes an empty object: the plugin always passes one. */
type PresentOrEmpty<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

export type RequestBodyOf<K extends OperationId> = undefined extends Operation<K>['requestBody']
  ? JsonContentOf<NonNullable<Operation<K>['requestBody']>> | undefined
  : JsonContentOf<Operation<K>['requestBody']>;

export type QueryOf<K extends OperationId> = PresentOrEmpty<Operation<K>['parameters']['query']>;

export type PathParamsOf<K extends OperationId> = PresentOrEmpty<
  Operation<K>['parameters']['path']
>;

export type ResponseOf<K extends OperationId> = Operation<K>['responses'] extends {
  200: infer Response;
}
  ? JsonContentOf<Response>
  : never;

export interface HandlerInput<K extends OperationId> {
  readonly body: RequestBodyOf<K>;
  readonly query: QueryOf<K>;
  readonly params: PathParamsOf<K>;
}

/** What every handler may use besides its input. */
export interface HandlerContext {
  readonly db: Database;
  readonly config: AppConfig;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /**
   * The caller of a protected operation, resolved from its session and already checked against the
   * operation's side and rights; null on public operations.
   */
  readonly principal: Principal | null;
  readonly smsSender: SmsSender;
  readonly ticketValidator: TicketValidator;
}

/** A validated request, before it is narrowed to one operation's types. */
export interface ValidatedInput {
  readonly body: unknown;
  readonly query: Readonly<Record<string, unknown>>;
  readonly params: Readonly<Record<string, unknown>>;
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
