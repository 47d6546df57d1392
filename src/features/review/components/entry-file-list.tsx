/**
 * The entry files of an application, each with its material, size and upload time and a 下载 button.
 * A refused download shows the server's message above the list.
 */
import { Alert, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/lib/format-file-size';
import { formatDateTime } from '@/lib/format-date-time';
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
      <Box as="ul" listStyleType="none" borderWidth="1px" borderColor="gray.200" rounded="md">
        {files.map((file) => (
          <Flex
            as="li"
            key={file.id}
            align="center"
            gap="3"
            px="3"
            py="2.5"
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
                {t('review.panel.uploadedAt', { date: formatDateTime(file.uploadedAt) ?? '' })}
              </Text>
            </Box>
            <Button
              size="xs"
              variant="outline"
              colorPalette="brand"
              loading={pendingId === file.id}
              loadingText={t('review.panel.downloading')}
              aria-label={t('review.panel.downloadFile', { name: file.name })}
              onClick={() => void download(file)}
            >
              <Download aria-hidden="true" />
              {t('review.panel.download')}
            </Button>
          </Flex>
        ))}
      </Box>
    </Stack>
  );
}
