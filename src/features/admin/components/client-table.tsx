/** The client applications of one page as a table: 应用名称, Client ID, 所属单位, 状态, 创建时间. */
import { Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { DataTable, type DataColumn } from '@/components/list/data-table';
import { formatDateTime } from '@/lib/format-date-time';
import type { ClientApplication } from '../api/admin-types';
import { AccountStatusBadge } from './account-status-badge';

export function ClientTable({ clients }: { clients: readonly ClientApplication[] }) {
  const { t } = useTranslation();
  const columns: DataColumn<ClientApplication>[] = [
    {
      key: 'name',
      header: t('admin.clients.columns.name'),
      headerProps: { minWidth: '200px' },
      cellProps: { fontWeight: 'medium', color: 'gray.900' },
      cell: (client) => client.name,
    },
    {
      key: 'clientId',
      header: t('admin.clients.columns.clientId'),
      headerProps: { whiteSpace: 'nowrap' },
      cell: (client) => (
        <Text as="span" fontFamily="mono" fontSize="sm" wordBreak="break-all">
          {client.clientId}
        </Text>
      ),
    },
    {
      key: 'company',
      header: t('admin.clients.columns.company'),
      headerProps: { minWidth: '200px' },
      cell: (client) => client.company,
    },
    {
      key: 'status',
      header: t('admin.clients.columns.status'),
      headerProps: { whiteSpace: 'nowrap' },
      cell: (client) => <AccountStatusBadge status={client.status} />,
    },
    {
      key: 'createdAt',
      header: t('admin.clients.columns.createdAt'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap', color: 'gray.600' },
      cell: (client) => <time dateTime={client.createdAt}>{formatDateTime(client.createdAt)}</time>,
    },
  ];
  return (
    <DataTable
      caption={t('admin.clients.tableCaption')}
      interactive
      columns={columns}
      rows={clients}
      rowKey={(client) => client.id}
      rowProps={(client) => ({ color: client.status === 'enabled' ? undefined : 'gray.500' })}
    />
  );
}
