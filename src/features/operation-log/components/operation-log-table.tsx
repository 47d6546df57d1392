/**
 * One page of the operation log as a table: 时间 (Beijing time, to the second), 操作人 (a button that
 * narrows the log to that person; plain text when a security event's actor is unknown), 操作类型,
 * 操作对象, 说明 and 来源 IP.
 */
import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { actionGroupOf, type ActionGroup, type AdminLogEntry } from '../api/operation-log-types';
import { formatLogTime } from '../format-log-time';

const groupPalette: Record<ActionGroup, string> = {
  session: 'gray',
  admin: 'purple',
  entryConfig: 'teal',
  announcement: 'blue',
  content: 'cyan',
  review: 'orange',
  security: 'red',
};

type OperationLogTableProps = {
  entries: readonly AdminLogEntry[];
  onFilterActor: (actorId: string) => void;
};

export function OperationLogTable({ entries, onFilterActor }: OperationLogTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="lg" bg="white">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('operationLog.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('operationLog.columns.at')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('operationLog.columns.actor')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('operationLog.columns.action')}
            </Table.ColumnHeader>
            <Table.ColumnHeader minWidth="180px">
              {t('operationLog.columns.target')}
            </Table.ColumnHeader>
            <Table.ColumnHeader minWidth="220px">
              {t('operationLog.columns.detail')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('operationLog.columns.ip')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id} verticalAlign="top">
              <Table.Cell whiteSpace="nowrap" color="gray.700" fontVariantNumeric="tabular-nums">
                <time dateTime={entry.at}>{formatLogTime(entry.at) ?? entry.at}</time>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {entry.actorId === null ? (
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
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Badge colorPalette={groupPalette[actionGroupOf(entry.action)]} variant="subtle">
                  {t(`operationLog.actions.${entry.action}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                {entry.targetType === null && entry.targetLabel === null ? (
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
                )}
              </Table.Cell>
              <Table.Cell color="gray.700" whiteSpace="pre-wrap" wordBreak="break-word">
                {entry.detail}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontFamily="mono" fontSize="xs" color="gray.700">
                {entry.ip}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
