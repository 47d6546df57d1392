/** 各环节停留时长: each stay in a stage with its round and length, the current one running until now. */
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { stateVisits } from '@machines/domain-application/time-in-state';
import type { components } from '@openapi/schema';
import { formatDateTime } from '@/lib/format-date-time';
import { formatDuration } from './format-duration';

type HistoryRow = components['schemas']['HistoryRow'];

export function TimeInStateTable({ history, now }: { history: HistoryRow[]; now: Date }) {
  const { t } = useTranslation();
  const visits = stateVisits(history, now).filter((visit) => visit.durationMs !== null);
  if (visits.length === 0)
    return (
      <Text fontSize="sm" color="gray.500">
        {t('workflow.history.empty')}
      </Text>
    );
  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen.
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="md" tabIndex={0}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('workflow.timeInState.state')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('workflow.history.round')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('workflow.history.at')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('workflow.timeInState.duration')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {visits.map((visit) => (
            <Table.Row key={visit.enteredAt.toISOString() + visit.state}>
              <Table.Cell>
                {t(`workflow.states.${visit.state}`)}
                {visit.current ? t('domainApplication.detail.current') : ''}
              </Table.Cell>
              <Table.Cell>{t('workflow.round', { round: visit.round })}</Table.Cell>
              <Table.Cell>{formatDateTime(visit.enteredAt.toISOString())}</Table.Cell>
              <Table.Cell>
                {formatDuration(visit.durationMs ?? 0, t)}
                {visit.current ? `（${t('workflow.timeInState.ongoing')}）` : ''}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
