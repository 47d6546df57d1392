/** 草稿 / 已发布 as a badge: grey for a draft, green for a published announcement. */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import type { AnnouncementStatus } from '../api/announcement-types';

export function AnnouncementStatusBadge({ status }: { status: AnnouncementStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={status === 'published' ? 'green' : 'gray'} variant="subtle" size="md">
      {t(`announcements.status.${status}`)}
    </Badge>
  );
}
