/**
 * 各状态申请数量: the diagram's figures as a table, in the diagram's order, for anyone who does not read
 * the drawing (screen readers, keyboard users, people who want the plain numbers).
 */
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import type { ApplicationState } from '@machines/domain-application/domain-application.types';
import { isReviewStage } from '@machines/domain-application/review-deadline';
import type { StateFigures } from '../hooks/use-state-counts';

type StateCountTableProps = {
  states: ApplicationState[];
  figures: StateFigures;
  selected: ApplicationState | '';
};

export function StateCountTable({ states, figures, selected }: StateCountTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="md">
      <Table.Root size="sm" aria-label={t('audit.counts.caption')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('audit.counts.state')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {t('audit.counts.count')}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {t('audit.counts.overdue')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {states.map((state) => {
            const overdue = isReviewStage(state) ? figures.overdue[state] : undefined;
            return (
              <Table.Row
                key={state}
                data-state={state}
                bg={selected === state ? 'brand.50' : undefined}
                aria-current={selected === state ? 'true' : undefined}
              >
                <Table.Cell as="th" scope="row" fontWeight="medium">
                  {t(`workflow.states.${state}`)}
                  {selected === state ? (
                    <Text as="span" color="brand.fg" fontSize="xs" ms="1">
                      {t('audit.diagram.nodeSelected')}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end">{figures.counts[state]}</Table.Cell>
                <Table.Cell
                  textAlign="end"
                  color={overdue !== undefined && overdue > 0 ? 'red.600' : 'gray.500'}
                  fontWeight={overdue !== undefined && overdue > 0 ? 'bold' : undefined}
                >
                  {overdue === undefined ? t('audit.counts.overdueNone') : overdue}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell as="th" scope="row" fontWeight="bold">
              {t('audit.counts.total')}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="bold">
              {figures.total}
            </Table.Cell>
            <Table.Cell />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
