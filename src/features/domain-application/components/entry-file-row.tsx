/** One uploaded entry file: its name, size and time, with 下载 and (on an own draft) 删除. */
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Download, FileText, Trash2 } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { formatDateTime } from '@/lib/format-date-time';
import { formatBytes } from '@/lib/format-bytes';
import type { EntryFile } from '../api/application-types';

type EntryFileRowProps = {
  file: EntryFile;
  onDownload: (file: EntryFile) => void;
  downloading: boolean;
  onDelete?: (file: EntryFile) => void;
  deleting?: boolean;
};

export function EntryFileRow({
  file,
  onDownload,
  downloading,
  onDelete,
  deleting,
}: EntryFileRowProps) {
  const { t } = useTranslation();
  return (
    <Flex as="li" align="center" gap="3" py="2" px="3" bg="gray.50" rounded="md" wrap="wrap">
      <Box color="brand.solid" aria-hidden="true">
        <FileText size={18} />
      </Box>
      <Box flex="1" minWidth="0">
        <Text fontSize="sm" color="gray.900" truncate>
          {file.name}
        </Text>
        <Text fontSize="xs" color="gray.500">
          {t('domainApplication.apply.fileMeta', {
            size: formatBytes(file.size),
            time: formatDateTime(file.uploadedAt) ?? '',
          })}
        </Text>
      </Box>
      <Flex gap="1">
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          loading={downloading}
          onClick={() => onDownload(file)}
          aria-label={t('domainApplication.apply.downloadOf', { name: file.name })}
        >
          <Download aria-hidden="true" />
          {t('domainApplication.apply.download')}
        </Button>
        {onDelete ? (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            loading={deleting}
            onClick={() => onDelete(file)}
            aria-label={t('domainApplication.apply.deleteOf', { name: file.name })}
          >
            <Trash2 aria-hidden="true" />
            {t('domainApplication.apply.delete')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
