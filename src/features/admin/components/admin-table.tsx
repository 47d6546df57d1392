/**
 * The operator accounts of one page as a table: 账号, 姓名, 手机号 (masked by the server), 角色, 状态,
 * 最近登录, 创建时间, and the actions 编辑, 重置密码 and 停用 / 启用. Action names carry the account, so
 * each button says which account it acts on.
 */
import { HStack, Text } from '@chakra-ui/react';
import { KeyRound, Pencil, Power, PowerOff } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { DataTable, type DataColumn } from '@/components/list/data-table';
import { RowAction } from '@/components/list/row-action';
import { formatDateTime } from '@/lib/format-date-time';
import type { Admin } from '../api/admin-types';
import { AccountStatusBadge } from './account-status-badge';

type AdminTableProps = {
  admins: readonly Admin[];
  onEdit: (admin: Admin) => void;
  onResetPassword: (admin: Admin) => void;
  onDisable: (admin: Admin) => void;
  onEnable: (admin: Admin) => void;
};

const nowrap = { whiteSpace: 'nowrap' } as const;

export function AdminTable({
  admins,
  onEdit,
  onResetPassword,
  onDisable,
  onEnable,
}: AdminTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<Admin>[] = [
    {
      key: 'account',
      header: t('admin.accounts.columns.account'),
      headerProps: nowrap,
      cellProps: { fontFamily: 'mono', fontWeight: 'medium', color: 'gray.900' },
      cell: (admin) => admin.account,
    },
    {
      key: 'name',
      header: t('admin.accounts.columns.name'),
      headerProps: nowrap,
      cellProps: nowrap,
      cell: (admin) => admin.name,
    },
    {
      key: 'phone',
      header: t('admin.accounts.columns.phone'),
      headerProps: nowrap,
      cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
      cell: (admin) => admin.phone,
    },
    {
      key: 'role',
      header: t('admin.accounts.columns.role'),
      headerProps: nowrap,
      cellProps: nowrap,
      cell: (admin) => admin.roleName,
    },
    {
      key: 'status',
      header: t('admin.accounts.columns.status'),
      headerProps: nowrap,
      cell: (admin) => <AccountStatusBadge status={admin.status} />,
    },
    {
      key: 'lastLogin',
      header: t('admin.accounts.columns.lastLogin'),
      headerProps: nowrap,
      cellProps: { whiteSpace: 'nowrap', color: 'gray.600' },
      cell: (admin) => {
        const lastLogin = formatDateTime(admin.lastLoginAt);
        return lastLogin === null || admin.lastLoginAt === null ? (
          <Text as="span" color="gray.500">
            {t('admin.accounts.neverSignedIn')}
          </Text>
        ) : (
          <time dateTime={admin.lastLoginAt}>{lastLogin}</time>
        );
      },
    },
    {
      key: 'createdAt',
      header: t('admin.accounts.columns.createdAt'),
      headerProps: nowrap,
      cellProps: { whiteSpace: 'nowrap', color: 'gray.600' },
      cell: (admin) => <time dateTime={admin.createdAt}>{formatDateTime(admin.createdAt)}</time>,
    },
    {
      key: 'actions',
      header: t('admin.accounts.columns.actions'),
      headerProps: { whiteSpace: 'nowrap', textAlign: 'end' },
      cell: (admin) => (
        <HStack gap="1" justify="flex-end">
          <RowAction
            label={t('admin.accounts.actions.editItem', { account: admin.account })}
            icon={Pencil}
            onClick={() => onEdit(admin)}
          >
            {t('admin.accounts.actions.edit')}
          </RowAction>
          <RowAction
            label={t('admin.accounts.actions.resetItem', { account: admin.account })}
            icon={KeyRound}
            onClick={() => onResetPassword(admin)}
          >
            {t('admin.accounts.actions.resetPassword')}
          </RowAction>
          {admin.status === 'enabled' ? (
            <RowAction
              label={t('admin.accounts.actions.disableItem', { account: admin.account })}
              icon={PowerOff}
              tone="red"
              onClick={() => onDisable(admin)}
            >
              {t('admin.accounts.actions.disable')}
            </RowAction>
          ) : (
            <RowAction
              label={t('admin.accounts.actions.enableItem', { account: admin.account })}
              icon={Power}
              tone="green"
              onClick={() => onEnable(admin)}
            >
              {t('admin.accounts.actions.enable')}
            </RowAction>
          )}
        </HStack>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('admin.accounts.tableCaption')}
      size="sm"
      interactive
      columns={columns}
      rows={admins}
      rowKey={(admin) => admin.id}
      rowProps={(admin) => ({ color: admin.status === 'enabled' ? undefined : 'gray.500' })}
    />
  );
}
