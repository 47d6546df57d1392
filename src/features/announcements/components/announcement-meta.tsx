/** The line above the editor: the status badge, the author and the times of the last change and publication. */
import { Flex, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { formatDateTime } from '@/lib/format-date-time';
import type { Announcement } from '../api/announcement-types';
import { AnnouncementStatusBadge } from './announcement-status-badge';

export function AnnouncementMeta({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation();
  const updated = formatDateTime(announcement.updatedAt);
  const published = formatDateTime(announcement.publishedAt);
  return (
    <Flex align="center" gap={{ base: '2', md: '5' }} wrap="wrap" fontSize="sm" color="gray.600">
      <AnnouncementStatusBadge status={announcement.status} />
      <Text>{t('announcements.editor.authorLine', { name: announcement.authorName })}</Text>
      {updated === null ? null : (
        <Text>{t('announcements.editor.updatedLine', { time: updated })}</Text>
      )}
      {published === null ? null : (
        <Text>{t('announcements.editor.publishedLine', { time: published })}</Text>
      )}
    </Flex>
  );
}
