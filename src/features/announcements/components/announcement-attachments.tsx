/**
 * 附件 under the announcement editor: the attachment panel once the announcement is stored (its files
 * belong to a saved record), with a note on when visitors can download them; before the first save, a
 * word on how to get there. The panel starts afresh when the announcement is published or taken down,
 * so its download links follow.
 */
import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { AttachmentPanel } from '@/components/attachments/attachment-panel';
import type { Announcement } from '../api/announcement-types';

export function AnnouncementAttachments({ record }: { record: Announcement | null }) {
  const { t } = useTranslation();
  if (record === null) {
    return (
      <Box
        as="section"
        aria-label={t('attachments.panel.title')}
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="lg"
        p={{ base: '4', md: '6' }}
      >
        <Heading as="h2" fontSize="lg" color="gray.900">
          {t('attachments.panel.title')}
        </Heading>
        <Text fontSize="sm" color="gray.600" mt="1">
          {t('attachments.panel.saveFirst')}
        </Text>
      </Box>
    );
  }
  const published = record.status === 'published';
  return (
    <AttachmentPanel
      key={`${record.id}:${record.status}`}
      owner={{ ownerKind: 'announcement', ownerId: record.id }}
      ownerTitle={record.title}
      note={published ? t('attachments.panel.publishedNote') : t('attachments.panel.draftNote')}
    />
  );
}
