/**
 * 各状态累计停留: the server's total time in each state over all rounds, in the order first entered. A final
 * state (已通过, 已撤回) is an outcome, not time spent, so it is left out as in the per-stay table.
 */
import { Table } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { formatDuration } from '@/components/workflow/format-duration';
import { workflowDiagram } from '@machines/domain-application/workflow-diagram';
import type { StateDuration } from '../api/audit-types';

const finalStates = new Set(
  workflowDiagram()
    .nodes.filter((node) => node.final)
    .map((node) => node.state),
);

const HOUR_MS = 60 * 60 * 1000;

export function StateTotalsTable({
  durations,
  current,
  overdue,
}: {
  durations: StateDuration[];
  current: StateDuration['state'];
  overdue: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="md">
      <Table.Root size="sm" aria-label={t('audit.trail.totalsCaption')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('audit.trail.totalsState')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('audit.trail.totalsHours')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {durations
            .filter((duration) => !finalStates.has(duration.state))
            .map((duration) => {
              const late = overdue && duration.state === current;
              return (
                <Table.Row key={duration.state} data-state={duration.state}>
                  <Table.Cell as="th" scope="row" fontWeight="medium">
                    {t(`workflow.states.${duration.state}`)}
                    {duration.state === current ? t('domainApplication.detail.current') : ''}
                  </Table.Cell>
                  <Table.Cell
                    color={late ? 'red.600' : undefined}
                    fontWeight={late ? 'bold' : undefined}
                  >
                    {formatDuration(duration.hours * HOUR_MS, t)}
                    {late ? `（${t('workflow.deadline.overdue')}）` : ''}
                  </Table.Cell>
                </Table.Row>
              );
            })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
