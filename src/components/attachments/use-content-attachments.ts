/**
 * The attachments of one announcement or article in its editors' panel: the list (loaded once, then
 * replaced by what the server answers after each change), one upload at a time with its progress or
 * problem, deletion and moving one up or down. Each change goes to the server first; the list shows
 * only what the server holds.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  AttachmentOwner,
  ContentAttachment,
  ContentAttachmentList,
} from '@/api/content-attachments/content-attachment-types';
import { deleteContentAttachment } from '@/api/content-attachments/delete-content-attachment';
import { listContentAttachments } from '@/api/content-attachments/list-content-attachments';
import { reorderContentAttachments } from '@/api/content-attachments/reorder-content-attachments';
import { uploadContentAttachment } from '@/api/content-attachments/upload-content-attachment';
import type { ApiResult } from '@/api/request';
import { useAsyncData } from '@/lib/use-async-data';

export type AttachmentUpload =
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'failed'; fileName: string; message: string };

export function useContentAttachments({ ownerKind, ownerId }: AttachmentOwner) {
  const load = useCallback(
    () => listContentAttachments({ ownerKind, ownerId }),
    [ownerKind, ownerId],
  );
  const loaded = useAsyncData(
    ['POST /primary/content-attachment/list', { ownerKind, ownerId }],
    load,
  );
  const [changed, setChanged] = useState<ContentAttachmentList | null>(null);
  const [upload, setUpload] = useState<AttachmentUpload | null>(null);
  const [movingId, setMovingId] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const data = changed ?? (loaded.status === 'success' ? loaded.data : null);

  const refresh = useCallback(async () => {
    const result = await listContentAttachments({ ownerKind, ownerId });
    if (result.ok) setChanged(result.data);
  }, [ownerKind, ownerId]);

  const start = useCallback(
    async (file: File): Promise<ContentAttachment | null> => {
      const sending = new AbortController();
      controller.current = sending;
      setUpload({ status: 'uploading', fileName: file.name, percent: 0 });
      const result = await uploadContentAttachment({
        owner: { ownerKind, ownerId },
        file,
        signal: sending.signal,
        onProgress: ({ loaded: sent, total }) =>
          setUpload({
            status: 'uploading',
            fileName: file.name,
            percent: total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0,
          }),
      });
      if (controller.current === sending) controller.current = null;
      if (sending.signal.aborted) return null;
      if (!result.ok) {
        setUpload({ status: 'failed', fileName: file.name, message: result.msg });
        return null;
      }
      setUpload(null);
      await refresh();
      return result.data;
    },
    [ownerKind, ownerId, refresh],
  );

  /** 取消上传: the request is abandoned and the list is as it was. */
  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setUpload(null);
  }, []);

  /** A problem found before uploading, shown where an upload's failure would be. */
  const reject = useCallback((fileName: string, message: string) => {
    setUpload({ status: 'failed', fileName, message });
  }, []);

  const remove = useCallback(
    async (attachment: ContentAttachment): Promise<ApiResult<unknown>> => {
      const result = await deleteContentAttachment(attachment.id);
      if (result.ok) await refresh();
      return result;
    },
    [refresh],
  );

  /** Moves one attachment up (-1) or down (+1); resolves to the refusal's words, or null. */
  const move = useCallback(
    async (attachment: ContentAttachment, offset: -1 | 1): Promise<string | null> => {
      if (data === null) return null;
      const ids = data.list.map((item) => item.id);
      const from = ids.indexOf(attachment.id);
      const to = from + offset;
      if (from < 0 || to < 0 || to >= ids.length) return null;
      [ids[from], ids[to]] = [ids[to] ?? attachment.id, attachment.id];
      setMovingId(attachment.id);
      const result = await reorderContentAttachments({ ownerKind, ownerId }, ids);
      setMovingId(null);
      if (result.ok) {
        setChanged(result.data);
        return null;
      }
      await refresh();
      return result.msg;
    },
    [data, ownerKind, ownerId, refresh],
  );

  return {
    loaded,
    data,
    upload,
    movingId,
    start,
    cancel,
    reject,
    remove,
    move,
    retry: loaded.retry,
  };
}
