/**
 * 入驻材料 on the auditor's 流程追溯: the application's files with 预览 (PDFs and images) and 下载, the
 * same access checks as for reviewers. A draft's files are the applicant's alone, so for a draft the
 * section says so instead of asking. Loading, failure (with 重试) and "none uploaded" each have their
 * own state; a refused download shows the server's message above the list.
 */
import { Alert, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  downloadReviewedEntryFile,
  previewReviewedEntryFile,
} from '@/api/entry-files/reviewed-entry-file';
import { EntryFileRows } from '@/components/file-preview/entry-file-rows';
import type { PreviewableFile } from '@/components/file-preview/file-preview-dialog';
import { LoadError } from '@/components/page/load-error';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { saveFile } from '@/lib/save-file';
import { useAuditMaterials } from '../hooks/use-audit-materials';

function useMaterialDownload() {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = useCallback(async (file: PreviewableFile) => {
    setPendingId(file.id);
    setError(null);
    try {
      const result = await downloadReviewedEntryFile(file.id);
      if (result.ok) saveFile(result.data.blob, result.data.fileName ?? file.name);
      else setError(result.msg);
    } finally {
      setPendingId(null);
    }
  }, []);
  return { download, pendingId, error };
}

function SubmittedMaterials({ id }: { id: string }) {
  const { t } = useTranslation();
  const materials = useAuditMaterials(id);
  const { download, pendingId, error } = useMaterialDownload();
  if (materials.status === 'loading')
    return (
      <Stack gap="2" aria-label={t('filePreview.materialsLoading')}>
        <TextSkeleton lines={3} />
      </Stack>
    );
  if (materials.status === 'error')
    return <LoadError message={materials.message} onRetry={materials.retry} />;
  if (materials.data.length === 0)
    return (
      <Text fontSize="sm" color="gray.500">
        {t('filePreview.materialsEmpty')}
      </Text>
    );
  return (
    <Stack gap="3">
      {error !== null ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <EntryFileRows
        files={materials.data}
        onDownload={(file) => void download(file)}
        downloadingId={pendingId}
        loadPreview={previewReviewedEntryFile}
      />
    </Stack>
  );
}

export function AuditMaterials({ id, isDraft }: { id: string; isDraft: boolean }) {
  const { t } = useTranslation();
  if (isDraft)
    return (
      <Text fontSize="sm" color="gray.600">
        {t('filePreview.draftMaterials')}
      </Text>
    );
  return <SubmittedMaterials id={id} />;
}
