/**
 * The content-wall keys the contract knows. `satisfies` ties this list to the generated contract
 * types, so adding a key to the contract without adding it here (or the reverse) fails to compile.
 */
import type { components } from '@openapi/schema';

type ContentWallKey = components['schemas']['ContentWallKey'];

export const contentWallKeys = [
  'about',
  'privacy',
  'homeNotice',
] as const satisfies readonly ContentWallKey[];

/** Compiles only when no key of the contract is missing from the list above. */
type NothingMissing<Missing extends never> = Missing;
export type ContentWallKeysComplete = NothingMissing<
  Exclude<ContentWallKey, (typeof contentWallKeys)[number]>
>;

export function isContentWallKey(value: string): value is ContentWallKey {
  return (contentWallKeys as readonly string[]).includes(value);
}
