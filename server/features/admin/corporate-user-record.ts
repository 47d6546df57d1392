/**
 * A corporate user (法人用户) as administrators see it (the contract's `CorporateUser`): the legal
 * person, its credit code and the acting person, whose phone number is masked.
 */
import type { components } from '@openapi/schema';
import type { corporateUsers } from '../../db/schema';
import { maskPhone } from '../account/mask-phone';

export type CorporateUser = components['schemas']['CorporateUser'];

export type CorporateUserRow = typeof corporateUsers.$inferSelect;

export function toCorporateUser(row: CorporateUserRow): CorporateUser {
  return {
    id: row.id,
    name: row.name,
    corName: row.corName,
    creditCode: row.creditCode,
    contact: maskPhone(row.phone),
    createdAt: row.createdAt.toISOString(),
  };
}
