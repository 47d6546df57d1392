/**
 * The time limit of the stage an application is in: the date it is due and a badge saying whether it
 * is 已超时 or 未超时.
 */
import { Badge, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { formatDateTime } from '@/lib/format-date-time';

type DeadlineValueProps = {
  dueAt: string;
  overdue: boolean;
  /** An overdue badge in solid red, for a view that watches time limits (流程追溯). */
  stressOverdue?: boolean;
};

export function DeadlineValue({ dueAt, overdue, stressOverdue = false }: DeadlineValueProps) {
  const { t } = useTranslation();
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Text as="span">
        {t('workflow.deadline.dueAtValue', { date: formatDateTime(dueAt) ?? '' })}
      </Text>
      <Badge
        size="sm"
        colorPalette={overdue ? 'red' : 'green'}
        variant={overdue && stressOverdue ? 'solid' : 'subtle'}
      >
        {overdue ? t('workflow.deadline.overdue') : t('workflow.deadline.onTime')}
      </Badge>
    </Flex>
  );
}
