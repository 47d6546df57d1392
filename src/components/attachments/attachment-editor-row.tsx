/**
 * One attachment in its editors' panel: name, size and upload time, the public download while its
 * owner is published (a plain link), and 上移 / 下移 / 删除.
 */
import { Box, Button, Flex, IconButton, Link, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Download, FileText, Trash2 } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import type { ContentAttachment } from '@/api/content-attachments/content-attachment-types';
import { formatBytes } from '@/lib/format-bytes';
import { formatDateTime } from '@/lib/format-date-time';

type AttachmentEditorRowProps = {
  attachment: ContentAttachment;
  first: boolean;
  last: boolean;
  /** A change of this list is on its way: the order buttons wait. */
  busy: boolean;
  onMove: (attachment: ContentAttachment, offset: -1 | 1) => void;
  onDelete: (attachment: ContentAttachment) => void;
};

export function AttachmentEditorRow({
  attachment,
  first,
  last,
  busy,
  onMove,
  onDelete,
}: AttachmentEditorRowProps) {
  const { t } = useTranslation();
  const { name } = attachment;
  return (
    <Flex as="li" align="center" gap="3" py="2" px="3" bg="gray.50" rounded="md" wrap="wrap">
      <Box color="brand.solid" aria-hidden="true">
        <FileText size={18} />
      </Box>
      {/* The name keeps a readable width; on a narrow screen the actions move under it. */}
      <Box flex="1 1 14rem" minWidth="0">
        <Text fontSize="sm" color="gray.900" truncate title={name}>
          {name}
        </Text>
        <Text fontSize="xs" color="gray.600">
          {t('attachments.panel.meta', {
            size: formatBytes(attachment.size),
            time: formatDateTime(attachment.uploadedAt) ?? '',
          })}
          {attachment.downloadUrl === null ? ` · ${t('attachments.panel.notPublic')}` : ''}
        </Text>
      </Box>
      <Flex gap="1" align="center" ms="auto">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('attachments.panel.moveUpOf', { name })}
          disabled={first || busy}
          onClick={() => onMove(attachment, -1)}
        >
          <ArrowUp aria-hidden="true" />
        </IconButton>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('attachments.panel.moveDownOf', { name })}
          disabled={last || busy}
          onClick={() => onMove(attachment, 1)}
        >
          <ArrowDown aria-hidden="true" />
        </IconButton>
        {attachment.downloadUrl !== null ? (
          <Button asChild size="xs" variant="ghost" colorPalette="brand">
            <Link
              href={attachment.downloadUrl}
              aria-label={t('attachments.panel.downloadOf', { name })}
              textDecoration="none"
            >
              <Download aria-hidden="true" />
              {t('attachments.panel.download')}
            </Link>
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={() => onDelete(attachment)}
          aria-label={t('attachments.panel.deleteOf', { name })}
        >
          <Trash2 aria-hidden="true" />
          {t('attachments.panel.delete')}
        </Button>
      </Flex>
    </Flex>
  );
}
