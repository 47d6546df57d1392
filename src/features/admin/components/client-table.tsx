/** The client applications of one page as a table: 应用名称, Client ID, 所属单位, 状态, 创建时间. */
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import type { ClientApplication } from '../api/admin-types';
import { AccountStatusBadge } from './account-status-badge';

export function ClientTable({ clients }: { clients: readonly ClientApplication[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="lg" bg="white">
      <Table.Root size="md" interactive>
        <Table.Caption srOnly>{t('admin.clients.tableCaption')}</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader minWidth="200px">
              {t('admin.clients.columns.name')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('admin.clients.columns.clientId')}
            </Table.ColumnHeader>
            <Table.ColumnHeader minWidth="200px">
              {t('admin.clients.columns.company')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('admin.clients.columns.status')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('admin.clients.columns.createdAt')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {clients.map((client) => (
            <Table.Row key={client.id} color={client.status === 'enabled' ? undefined : 'gray.500'}>
              <Table.Cell fontWeight="medium" color="gray.900">
                {client.name}
              </Table.Cell>
              <Table.Cell>
                <Text as="span" fontFamily="mono" fontSize="sm" wordBreak="break-all">
                  {client.clientId}
                </Text>
              </Table.Cell>
              <Table.Cell>{client.company}</Table.Cell>
              <Table.Cell>
                <AccountStatusBadge status={client.status} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" color="gray.600">
                <time dateTime={client.createdAt}>{formatDateTime(client.createdAt)}</time>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
