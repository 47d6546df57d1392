/**
 * The checks every step of the operator login makes, in order (DESIGN §3): account and password
 * first — with the per-address limit and the account lock — then, where the step takes one, the login
 * code. A refusal at either check is recorded as a security event before it is answered.
 */
import type { HandlerContext } from '../../../contract/operation-handler';
import {
  codeRefused,
  credentialsRefused,
  wrongCodeEntered,
  type LoginAttempt,
} from '../login-security-events';
import { checkLoginCode, type CodeCheck } from '../sms/login-codes';
import { verifyOperatorCredentials, type OperatorRow } from './operator-credentials';

type StepContext = Pick<HandlerContext, 'db' | 'clock' | 'config' | 'request' | 'log'>;

export interface PasswordChecked {
  readonly operator: OperatorRow;
  readonly attempt: LoginAttempt;
}

/** The operator whose account and password these are; refused (and recorded) otherwise. */
export async function checkOperatorPassword(
  context: StepContext,
  credentials: { account: string; password: string },
): Promise<PasswordChecked> {
  const { db, clock, config, request, log } = context;
  const now = clock.now();
  const attempt: LoginAttempt = { account: credentials.account, ip: request.ip, now, log };
  const operator = await verifyOperatorCredentials(db, credentials, {
    now,
    address: request.ip,
    limitPerAddress: config.loginFailureLimitPerAddress,
  }).catch(async (error: unknown) => {
    throw await credentialsRefused(db, error, attempt);
  });
  return { operator, attempt };
}

/**
 * The login code checked for an operator whose password was just checked; a wrong code counts as a
 * try and is recorded. `consume` uses a right code up (the last step signs in with it).
 */
export async function checkOperatorCode(
  context: Pick<StepContext, 'db'>,
  checked: PasswordChecked,
  options: { code: string; consume: boolean },
): Promise<CodeCheck> {
  const { db } = context;
  const { operator, attempt } = checked;
  const check = await checkLoginCode(db, {
    operatorId: operator.id,
    code: options.code,
    now: attempt.now,
    consume: options.consume,
  }).catch(async (error: unknown) => {
    throw await codeRefused(db, error, operator, attempt);
  });
  if (!check.verified) await wrongCodeEntered(db, operator, attempt);
  return check;
}
