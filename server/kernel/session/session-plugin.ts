/**
 * Sessions and the principal as one plugin, so routes read who is calling from the request and never
 * from the session store. It decorates every request with `principal` (null until the access check
 * resolves it) and with the helpers a handler calls for a caller of its side, and the app with
 * `requireAccess(operation)`: the onRequest hook that resolves the caller of a protected operation
 * from the session of its `User-Token` header, or refuses the call (access-check.ts says how).
 */
import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ContractOperation } from '../../contract/contract-operations';
import {
  requireCorporateUser,
  requireOperator,
  type CorporatePrincipal,
  type OperatorPrincipal,
  type Principal,
} from '../principal';
import { assertAuthenticated } from './access-check';

declare module 'fastify' {
  interface FastifyInstance {
    /** The onRequest hook of an operation: its caller in `request.principal`, or the refusal. */
    requireAccess(operation: ContractOperation): (request: FastifyRequest) => Promise<void>;
  }

  interface FastifyRequest {
    /**
     * The caller of a protected operation, resolved from its session and already checked against the
     * operation's side and rights; null on public operations.
     */
    principal: Principal | null;
    /** The operator calling a `primary/...` operation (see `requireOperator` in principal.ts). */
    requireOperator(): OperatorPrincipal;
    /** The legal person calling a `second/...` operation (see `requireCorporateUser`). */
    requireCorporateUser(): CorporatePrincipal;
  }
}

export default fastifyPlugin(
  (app, _options, done) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('requireOperator', function (this: FastifyRequest) {
      return requireOperator(this.principal);
    });
    app.decorateRequest('requireCorporateUser', function (this: FastifyRequest) {
      return requireCorporateUser(this.principal);
    });
    app.decorate(
      'requireAccess',
      (operation: ContractOperation) => async (request: FastifyRequest) => {
        await assertAuthenticated(request, operation);
      },
    );
    done();
  },
  { name: 'sessions', decorators: { fastify: ['config', 'clock', 'db'] } },
);
