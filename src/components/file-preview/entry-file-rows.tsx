/**
 * The entry files of an application as reviewers and auditors see them: each with its material, size
 * and upload time, a 预览 button for PDFs and images and 下载 for every file; for OFD and Office files
 * a note that they cannot be shown in the page. Clicking 预览 opens the preview dialog.
 */
import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { Download, Eye, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ApiResult, DownloadedFile } from '@/api/request';
import { formatDateTime } from '@/lib/format-date-time';
import { formatFileSize } from '@/lib/format-file-size';
import { FilePreviewDialog, type PreviewableFile } from './file-preview-dialog';
import { previewKindOf } from './preview-kind';

export interface ListedEntryFile extends PreviewableFile {
  readonly entryName: string;
  readonly size: number;
  readonly uploadedAt: string;
}

type EntryFileRowsProps = {
  files: readonly ListedEntryFile[];
  onDownload: (file: PreviewableFile) => void;
  /** The file being downloaded, if any. */
  downloadingId: string | null;
  loadPreview: (id: string) => Promise<ApiResult<DownloadedFile>>;
};

export function EntryFileRows({
  files,
  onDownload,
  downloadingId,
  loadPreview,
}: EntryFileRowsProps) {
  const { t } = useTranslation();
  const [previewed, setPreviewed] = useState<PreviewableFile | null>(null);
  return (
    <>
      <Box as="ul" listStyleType="none" borderWidth="1px" borderColor="gray.200" rounded="md">
        {files.map((file) => {
          const previewable = previewKindOf(file.contentType) !== null;
          return (
            <Flex
              as="li"
              key={file.id}
              align="center"
              gap="3"
              px="3"
              py="2.5"
              wrap={{ base: 'wrap', sm: 'nowrap' }}
              borderBottomWidth="1px"
              borderColor="gray.100"
              _last={{ borderBottomWidth: 0 }}
            >
              <Box color="brand.400" flexShrink={0} aria-hidden="true">
                <FileText size={20} />
              </Box>
              <Box flex="1" minWidth="0">
                <Text fontSize="sm" fontWeight="medium" color="gray.900" wordBreak="break-all">
                  {file.name}
                </Text>
                <Text fontSize="xs" color="gray.500">
                  {file.entryName} · {formatFileSize(file.size)} ·{' '}
                  {t('filePreview.uploadedAt', { date: formatDateTime(file.uploadedAt) ?? '' })}
                  {previewable ? null : ` · ${t('filePreview.unsupported')}`}
                </Text>
              </Box>
              <HStack gap="2" flexShrink={0}>
                {previewable ? (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="brand"
                    aria-label={t('filePreview.previewFile', { name: file.name })}
                    onClick={() => setPreviewed(file)}
                  >
                    <Eye aria-hidden="true" />
                    {t('filePreview.preview')}
                  </Button>
                ) : null}
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="brand"
                  loading={downloadingId === file.id}
                  loadingText={t('filePreview.downloading')}
                  aria-label={t('filePreview.downloadFile', { name: file.name })}
                  onClick={() => onDownload(file)}
                >
                  <Download aria-hidden="true" />
                  {t('filePreview.download')}
                </Button>
              </HStack>
            </Flex>
          );
        })}
      </Box>
      <FilePreviewDialog
        file={previewed}
        onClose={() => setPreviewed(null)}
        loadBytes={loadPreview}
        onDownload={onDownload}
        downloading={previewed !== null && downloadingId === previewed.id}
      />
    </>
  );
}
