/** The time-limit mark of an application in review: 已超期 in red, 今日到期 in orange, 剩余 N 天. */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { deadlineStatus } from '../review-timing';

type DeadlineBadgeProps = { dueAt: string | null; overdue: boolean; now: Date };

export function DeadlineBadge({ dueAt, overdue, now }: DeadlineBadgeProps) {
  const { t } = useTranslation();
  const status = deadlineStatus(dueAt, overdue, now);
  switch (status.kind) {
    case 'none':
      return null;
    case 'overdue':
      return (
        <Badge colorPalette="red" variant="solid" size="sm">
          {t('review.queue.overdue')}
        </Badge>
      );
    case 'dueToday':
      return (
        <Badge colorPalette="orange" variant="subtle" size="sm">
          {t('review.queue.dueToday')}
        </Badge>
      );
    case 'daysLeft':
      return (
        <Badge colorPalette={status.days <= 1 ? 'orange' : 'gray'} variant="subtle" size="sm">
          {t('review.queue.daysLeft', { count: status.days })}
        </Badge>
      );
  }
}
