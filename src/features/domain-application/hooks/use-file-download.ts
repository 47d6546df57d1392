/**
 * 下载 of an entry file: the applicant's own through `second/entry/file-download`, an operator's through
 * `primary/entry/file-download`. A failure's message has been shown by the client already.
 */
import { useCallback, useState } from 'react';
import { useAuthState } from '@/lib/auth-state';
import { readerIsApplicant } from '../application-actions';
import type { EntryFile } from '../api/application-types';
import { downloadEntryFile } from '../api/download-entry-file';
import { downloadReviewedEntryFile } from '../api/download-reviewed-entry-file';
import { saveFile } from '@/lib/save-file';

export function useFileDownload() {
  const applicant = readerIsApplicant(useAuthState());
  const [pendingId, setPendingId] = useState<string | null>(null);
  const download = useCallback(
    async (file: EntryFile) => {
      setPendingId(file.id);
      const result = applicant
        ? await downloadEntryFile(file.id)
        : await downloadReviewedEntryFile(file.id);
      setPendingId(null);
      if (result.ok) saveFile(result.data.blob, result.data.fileName ?? file.name);
    },
    [applicant],
  );
  return { download, pendingId };
}
