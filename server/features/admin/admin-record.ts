/**
 * An operator account as administrators see it (the contract's `Admin`): the row with its role's name
 * and rights, the phone number masked. Every read of one account for an answer or a change goes
 * through here.
 */
import { eq } from 'drizzle-orm';
import type { components } from '@openapi/schema';
import type { DatabaseTransaction, Queryable } from '../../db/database';
import { operators, roles } from '../../db/schema';
import { recordNotFound } from '../../http/record-not-found';
import { maskPhone } from '../account/mask-phone';
import { knownRights } from '../../kernel/rights';

export type Admin = components['schemas']['Admin'];

export const adminColumns = {
  id: operators.id,
  account: operators.account,
  name: operators.name,
  phone: operators.phone,
  roleId: operators.roleId,
  roleName: roles.name,
  rights: roles.rights,
  status: operators.status,
  createdAt: operators.createdAt,
  lastLoginAt: operators.lastLoginAt,
};

export interface AdminRow {
  readonly id: string;
  readonly account: string;
  readonly name: string;
  /** In clear: only masked copies leave the server. */
  readonly phone: string;
  readonly roleId: string;
  readonly roleName: string;
  readonly rights: readonly string[];
  readonly status: 'enabled' | 'disabled';
  readonly createdAt: Date;
  readonly lastLoginAt: Date | null;
}

/** Operators with their role joined in; the FROM clause every read shares. */
export function selectAdmins(db: Queryable) {
  return db.select(adminColumns).from(operators).innerJoin(roles, eq(roles.id, operators.roleId));
}

export function toAdmin(row: AdminRow): Admin {
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    phone: maskPhone(row.phone),
    roleId: row.roleId,
    roleName: row.roleName,
    rights: knownRights(row.rights),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** 4011 管理员不存在. */
export const adminNotFound = () => recordNotFound('管理员');

export async function findAdmin(db: Queryable, id: string): Promise<AdminRow> {
  const [row] = await selectAdmins(db).where(eq(operators.id, id));
  if (row === undefined) throw adminNotFound();
  return row;
}

/**
 * The account, locked until the transaction ends, so two administrators changing it at once take
 * turns and the later one decides on what the earlier one left.
 */
export async function lockAdmin(tx: DatabaseTransaction, id: string): Promise<AdminRow> {
  const [locked] = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.id, id))
    .for('update');
  if (locked === undefined) throw adminNotFound();
  return findAdmin(tx, locked.id);
}
