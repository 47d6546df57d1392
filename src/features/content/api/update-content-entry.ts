/** Saves the title and body of one entry (`POST primary/content-config/update`); 4212 when nothing changed. */
import { getApi } from '@/api/api-instance';
import { toResult } from '@/api/request';
import type { ContentChangeResult, ContentWallKey } from './content-wall-types';
import { EnvelopeCode } from '@openapi/envelope-codes';

export async function updateContentEntry(input: {
  key: ContentWallKey;
  title: string;
  content: string;
}): Promise<ContentChangeResult> {
  const result = await toResult(getApi().POST('/primary/content-config/update', { body: input }));
  if (!result.ok) return { ok: false, msg: result.msg };
  return { ok: true, entry: result.data, unchanged: result.code === EnvelopeCode.nothingToChange };
}
