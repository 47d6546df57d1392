/**
 * Downloads an entry file and hands it to the browser under its original name. The file being fetched
 * and the last failure (the JSON body's msg) are kept for the list to show.
 */
import { useCallback, useState } from 'react';
import { saveFile } from '@/lib/save-file';
import { downloadEntryFile } from '../api/download-entry-file';

export function useEntryFileDownload() {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = useCallback(async (file: { id: string; name: string }) => {
    setPendingId(file.id);
    setError(null);
    try {
      const result = await downloadEntryFile(file.id);
      if (result.ok) saveFile(result.data.blob, result.data.fileName ?? file.name);
      else setError(result.msg);
    } finally {
      setPendingId(null);
    }
  }, []);

  return { download, pendingId, error };
}
