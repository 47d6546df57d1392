/**
 * The business rules of an operator account's fields beyond their shape (the contract checks the
 * account pattern, the phone pattern and the lengths): a name is trimmed and must say something, and
 * the role must be one of the platform's roles.
 */
import { eq } from 'drizzle-orm';
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import type { Database, DatabaseTransaction } from '../../db/database';
import { roles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hasVisibleText } from '../../text/visible-text';

const controlCharacters = /\p{Cc}/u;

export function adminName(raw: string): string {
  const name = raw.trim();
  if (!hasVisibleText(name))
    throw new AppError(
      EnvelopeCode.invalidRequest,
      '请求参数 name 不能为空：请填写姓名，不能只有空格',
    );
  if (controlCharacters.test(name)) {
    throw new AppError(EnvelopeCode.invalidRequest, '请求参数 name 不能包含换行符或其他控制字符');
  }
  return name;
}

export interface RoleRow {
  readonly id: string;
  readonly name: string;
  readonly rights: readonly string[];
}

/**
 * The role an account is given. An unknown one is a bad field of the form (4000), not a missing page:
 * the record asked for is the account, and the role list may simply have been stale.
 */
export async function findAssignableRole(
  db: Database | DatabaseTransaction,
  roleId: string,
): Promise<RoleRow> {
  const [role] = await db
    .select({ id: roles.id, name: roles.name, rights: roles.rights })
    .from(roles)
    .where(eq(roles.id, roleId));
  if (role === undefined) {
    throw new AppError(
      EnvelopeCode.invalidRequest,
      '请求参数 roleId 无效：所选角色不存在，请刷新角色列表后重新选择',
    );
  }
  return role;
}
