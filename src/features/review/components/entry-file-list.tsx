/**
 * The entry files of an application under review, each with its material, size and upload time, 预览
 * for PDFs and images and 下载 for every file (src/components/file-preview). A refused download shows
 * the server's message above the list.
 */
import { Alert, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { previewReviewedEntryFile } from '@/api/entry-files/reviewed-entry-file';
import { EntryFileRows } from '@/components/file-preview/entry-file-rows';
import type { ApplicationDetail } from '../api/get-review-application';
import { useEntryFileDownload } from '../hooks/use-entry-file-download';

export function EntryFileList({ files }: { files: ApplicationDetail['files'] }) {
  const { t } = useTranslation();
  const { download, pendingId, error } = useEntryFileDownload();
  if (files.length === 0) {
    return (
      <Text fontSize="sm" color="gray.500">
        {t('review.panel.filesEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="3">
      {error !== null ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <EntryFileRows
        files={files}
        onDownload={(file) => void download(file)}
        downloadingId={pendingId}
        loadPreview={previewReviewedEntryFile}
      />
    </Stack>
  );
}
