/**
 * The rights of DESIGN §8, as the contract names them. Operators get theirs from their role;
 * corporate users always hold exactly `domain:apply`.
 */
import type { components } from '@openapi/schema';

export type Right = components['schemas']['Right'];

export const operatorRights = [
  'admin:manage',
  'content:edit',
  'domain:first-review',
  'domain:final-review',
  'audit:read',
] as const satisfies readonly Right[];

export const corporateRights = ['domain:apply'] as const satisfies readonly Right[];

const allRights: readonly string[] = [...operatorRights, ...corporateRights];

/** Compiles only when the two lists above cover every right of the contract. */
type NothingMissing<Missing extends never> = Missing;
export type RightsComplete = NothingMissing<
  Exclude<Right, (typeof operatorRights)[number] | (typeof corporateRights)[number]>
>;

export function isRight(value: string): value is Right {
  return allRights.includes(value);
}

/** Stored rights as the contract's type: unknown strings (a right since removed) are dropped. */
export function knownRights(values: readonly string[]): Right[] {
  return [...new Set(values.filter(isRight))];
}
