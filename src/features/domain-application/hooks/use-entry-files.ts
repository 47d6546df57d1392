/**
 * The files of a draft on 专区申请: the list (`second/entry/file-list`, refreshed after each change),
 * uploads with their progress or problem per material, and deletion.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EntryFile } from '../api/application-types';
import { deleteEntryFile } from '../api/delete-entry-file';
import { listEntryFiles } from '../api/list-entry-files';
import { uploadEntryFile } from '../api/upload-entry-file';

export type UploadState =
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'failed'; fileName: string; message: string };

export function useEntryFiles(applicationId: string | null, initial: EntryFile[]) {
  const [files, setFiles] = useState<EntryFile[]>(initial);
  const [listError, setListError] = useState<string | null>(null);
  const [uploads, setUploads] = useState<Record<string, UploadState>>({});
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const pending = controllers.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
    };
  }, []);

  const refresh = useCallback(async () => {
    if (applicationId === null) return;
    const result = await listEntryFiles(applicationId);
    if (result.ok) {
      setFiles(result.data);
      setListError(null);
    } else {
      setListError(result.msg);
    }
  }, [applicationId]);

  const setUpload = (entryConfigId: string, state: UploadState | null) =>
    setUploads((current) => {
      const next = { ...current };
      if (state === null) delete next[entryConfigId];
      else next[entryConfigId] = state;
      return next;
    });

  const upload = useCallback(
    async (entryConfigId: string, file: File): Promise<boolean> => {
      if (applicationId === null) return false;
      const controller = new AbortController();
      controllers.current.set(entryConfigId, controller);
      setUpload(entryConfigId, { status: 'uploading', fileName: file.name, percent: 0 });
      const result = await uploadEntryFile({
        applicationId,
        entryConfigId,
        file,
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setUpload(entryConfigId, {
            status: 'uploading',
            fileName: file.name,
            percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0,
          }),
      });
      controllers.current.delete(entryConfigId);
      if (controller.signal.aborted) return false;
      if (!result.ok) {
        setUpload(entryConfigId, { status: 'failed', fileName: file.name, message: result.msg });
        return false;
      }
      setUpload(entryConfigId, null);
      const uploaded = result.data;
      setFiles((current) => [...current.filter((item) => item.id !== uploaded.id), uploaded]);
      void refresh();
      return true;
    },
    [applicationId, refresh],
  );

  /** 取消上传: the request is abandoned and the material is as it was. */
  const cancel = useCallback((entryConfigId: string) => {
    controllers.current.get(entryConfigId)?.abort();
    controllers.current.delete(entryConfigId);
    setUpload(entryConfigId, null);
  }, []);

  /** A problem found before uploading, shown where an upload's failure would be. */
  const reject = useCallback((entryConfigId: string, fileName: string, message: string) => {
    setUpload(entryConfigId, { status: 'failed', fileName, message });
  }, []);

  const remove = useCallback(
    async (file: EntryFile): Promise<boolean> => {
      setDeletingId(file.id);
      const result = await deleteEntryFile(file.id);
      setDeletingId(null);
      if (!result.ok) return false;
      setFiles((current) => current.filter((item) => item.id !== file.id));
      void refresh();
      return true;
    },
    [refresh],
  );

  return { files, listError, uploads, deletingId, upload, cancel, reject, remove, refresh };
}
