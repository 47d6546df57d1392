/**
 * The changes an editor makes (`primary/announcement/add`, `update`, `publish`, `unpublish`). Each
 * resolves to the announcement as the server now holds it; `unchanged` marks a 4212 answer (nothing
 * to change), which the views report quietly. Failures carry the server's message, already shown as a
 * toast by the envelope middleware.
 */
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import type { Announcement } from './announcement-types';
import { EnvelopeCode } from '@openapi/envelope-codes';

export type ChangeResult =
  | { ok: true; announcement: Announcement; unchanged: boolean }
  | { ok: false; code: number | string; msg: string };

function toChangeResult(result: ApiResult<Announcement | null>): ChangeResult {
  if (!result.ok) return { ok: false, code: result.code, msg: result.msg };
  if (result.data === null) return { ok: false, code: 'unreadable', msg: '' };
  return {
    ok: true,
    announcement: result.data,
    unchanged: result.code === EnvelopeCode.nothingToChange,
  };
}

export async function addAnnouncement(input: {
  title: string;
  content: string;
}): Promise<ChangeResult> {
  return toChangeResult(
    await toResult(getApi().POST('/primary/announcement/add', { body: input })),
  );
}

export async function updateAnnouncement(input: {
  id: string;
  title?: string;
  content?: string;
}): Promise<ChangeResult> {
  return toChangeResult(
    await toResult(getApi().POST('/primary/announcement/update', { body: input })),
  );
}

export async function publishAnnouncement(id: string): Promise<ChangeResult> {
  return toChangeResult(
    await toResult(getApi().POST('/primary/announcement/publish', { body: { id } })),
  );
}

export async function unpublishAnnouncement(id: string): Promise<ChangeResult> {
  return toChangeResult(
    await toResult(getApi().POST('/primary/announcement/unpublish', { body: { id } })),
  );
}
