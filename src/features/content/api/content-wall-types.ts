/** The contract's content-wall shapes, as the content configuration page uses them. */
import type { components } from '@openapi/schema';

export type ContentWallEntry = components['schemas']['ContentWallEntry'];
export type ContentWallKey = components['schemas']['ContentWallKey'];
export type ContentVersion = components['schemas']['ContentVersion'];
export type ContentVersionPage = components['schemas']['ContentVersionPage'];

export const contentWallKeys = [
  'about',
  'privacy',
  'homeNotice',
] as const satisfies readonly ContentWallKey[];

export function isContentWallKey(value: string | null): value is ContentWallKey {
  return contentWallKeys.some((key) => key === value);
}

/**
 * The result of a change: the entry the server now holds, and whether the request changed nothing
 * (4212, said quietly); a refusal has already been shown by the client's toast.
 */
export type ContentChangeResult =
  { ok: true; entry: ContentWallEntry | null; unchanged: boolean } | { ok: false; msg: string };
