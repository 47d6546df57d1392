/**
 * Makes an earlier version current again (`POST primary/content-config/restore`), saved as a new
 * version; restoring the text that is already current answers 4212.
 */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import type { ContentChangeResult, ContentWallKey } from './content-wall-types';
import { EnvelopeCode } from '@openapi/envelope-codes';

export async function restoreContentVersion(input: {
  key: ContentWallKey;
  versionId: number;
}): Promise<ContentChangeResult> {
  const result = await toResult(getApi().POST('/primary/content-config/restore', { body: input }));
  if (!result.ok) return { ok: false, msg: result.msg };
  return { ok: true, entry: result.data, unchanged: result.code === EnvelopeCode.nothingToChange };
}
