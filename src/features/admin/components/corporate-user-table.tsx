/**
 * The corporate users of one page as a table: 单位名称 (leading to 企业用户详情), 统一社会信用代码, 经办人,
 * 联系电话 (masked by the server), 首次登录时间 and 查看详情.
 */
import { Button, Link } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type DataColumn } from '@/components/list/data-table';
import { formatDateTime } from '@/lib/format-date-time';
import { corporateUserAddress } from '../admin-paths';
import type { CorporateUser } from '../api/admin-types';

export function CorporateUserTable({ users }: { users: readonly CorporateUser[] }) {
  const { t } = useTranslation();
  const columns: DataColumn<CorporateUser>[] = [
    {
      key: 'corName',
      header: t('admin.users.columns.corName'),
      headerProps: { minWidth: '220px' },
      cell: (user) => (
        <Link asChild color="gray.900" fontWeight="medium">
          <RouterLink to={corporateUserAddress(user.id)}>{user.corName}</RouterLink>
        </Link>
      ),
    },
    {
      key: 'creditCode',
      header: t('admin.users.columns.creditCode'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { fontFamily: 'mono', fontSize: 'sm', whiteSpace: 'nowrap' },
      cell: (user) => user.creditCode,
    },
    {
      key: 'name',
      header: t('admin.users.columns.name'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap' },
      cell: (user) => user.name,
    },
    {
      key: 'contact',
      header: t('admin.users.columns.contact'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
      cell: (user) => user.contact,
    },
    {
      key: 'createdAt',
      header: t('admin.users.columns.createdAt'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap', color: 'gray.600' },
      cell: (user) => <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>,
    },
    {
      key: 'actions',
      header: t('admin.users.columns.actions'),
      headerProps: { whiteSpace: 'nowrap', textAlign: 'end' },
      cellProps: { textAlign: 'end' },
      cell: (user) => (
        <Button asChild size="xs" variant="outline" colorPalette="brand">
          <RouterLink
            to={corporateUserAddress(user.id)}
            aria-label={t('admin.users.viewItem', { corName: user.corName })}
          >
            {t('admin.users.view')}
          </RouterLink>
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('admin.users.tableCaption')}
      interactive
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
    />
  );
}
