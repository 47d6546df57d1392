/**
 * One page of the operation log as a table: 时间 (Beijing time, to the second), 操作人 (a button that
 * narrows the log to that person; plain text when a security event's actor is unknown), 操作类型,
 * 操作对象, 说明 and 来源 IP.
 */
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { DataTable, type DataColumn } from '@/components/list/data-table';
import { actionGroupOf, type ActionGroup, type AdminLogEntry } from '../api/operation-log-types';
import { formatLogTime } from '../format-log-time';

const groupPalette: Record<ActionGroup, string> = {
  session: 'gray',
  admin: 'purple',
  entryConfig: 'teal',
  announcement: 'blue',
  content: 'cyan',
  review: 'orange',
  domain: 'green',
  security: 'red',
};

type OperationLogTableProps = {
  entries: readonly AdminLogEntry[];
  onFilterActor: (actorId: string) => void;
};

export function OperationLogTable({ entries, onFilterActor }: OperationLogTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<AdminLogEntry>[] = [
    {
      key: 'at',
      header: t('operationLog.columns.at'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap', color: 'gray.700', fontVariantNumeric: 'tabular-nums' },
      cell: (entry) => <time dateTime={entry.at}>{formatLogTime(entry.at) ?? entry.at}</time>,
    },
    {
      key: 'actor',
      header: t('operationLog.columns.actor'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap' },
      cell: (entry) =>
        entry.actorId === null ? (
          <Text color="gray.700">{entry.actorName}</Text>
        ) : (
          <Button
            variant="plain"
            size="sm"
            height="auto"
            minWidth="0"
            px="0"
            color="brand.fg"
            textDecoration="underline"
            textUnderlineOffset="3px"
            textDecorationColor="brand.200"
            aria-label={t('operationLog.filterByActor', { name: entry.actorName })}
            title={t('operationLog.filterByActorHint')}
            onClick={() => {
              if (entry.actorId !== null) onFilterActor(entry.actorId);
            }}
          >
            {entry.actorName}
          </Button>
        ),
    },
    {
      key: 'action',
      header: t('operationLog.columns.action'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap' },
      cell: (entry) => (
        <Badge colorPalette={groupPalette[actionGroupOf(entry.action)]} variant="subtle">
          {t(`operationLog.actions.${entry.action}`)}
        </Badge>
      ),
    },
    {
      key: 'target',
      header: t('operationLog.columns.target'),
      headerProps: { minWidth: '180px' },
      cell: (entry) =>
        entry.targetType === null && entry.targetLabel === null ? (
          <Text color="gray.500">{t('operationLog.noTarget')}</Text>
        ) : (
          <Stack gap="0.5">
            {entry.targetType === null ? null : (
              <Text fontSize="xs" color="gray.600">
                {t(`operationLog.targetTypes.${entry.targetType}`)}
              </Text>
            )}
            <Text color="gray.900" wordBreak="break-all">
              {entry.targetLabel ?? entry.targetId ?? t('operationLog.noTarget')}
            </Text>
          </Stack>
        ),
    },
    {
      key: 'detail',
      header: t('operationLog.columns.detail'),
      headerProps: { minWidth: '220px' },
      cellProps: { color: 'gray.700', whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
      cell: (entry) => entry.detail,
    },
    {
      key: 'ip',
      header: t('operationLog.columns.ip'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap', fontFamily: 'mono', fontSize: 'xs', color: 'gray.700' },
      cell: (entry) => entry.ip,
    },
  ];
  return (
    <DataTable
      caption={t('operationLog.caption')}
      size="sm"
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      rowProps={() => ({ verticalAlign: 'top' })}
    />
  );
}
