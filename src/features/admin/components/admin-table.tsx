/**
 * The operator accounts of one page as a table: 账号, 姓名, 手机号 (masked by the server), 角色, 状态,
 * 最近登录, 创建时间, and the actions 编辑, 重置密码 and 停用 / 启用. Action names carry the account, so
 * each button says which account it acts on.
 */
import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { KeyRound, Pencil, Power, PowerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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

export function AdminTable({
  admins,
  onEdit,
  onResetPassword,
  onDisable,
  onEnable,
}: AdminTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="lg" bg="white">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>{t('admin.accounts.tableCaption')}</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('admin.accounts.columns.account')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('admin.accounts.columns.name')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('admin.accounts.columns.phone')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('admin.accounts.columns.role')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('admin.accounts.columns.status')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('admin.accounts.columns.lastLogin')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('admin.accounts.columns.createdAt')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap" textAlign="end">
              {t('admin.accounts.columns.actions')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {admins.map((admin) => {
            const lastLogin = formatDateTime(admin.lastLoginAt);
            return (
              <Table.Row key={admin.id} color={admin.status === 'enabled' ? undefined : 'gray.500'}>
                <Table.Cell fontFamily="mono" fontWeight="medium" color="gray.900">
                  {admin.account}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{admin.name}</Table.Cell>
                <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  {admin.phone}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{admin.roleName}</Table.Cell>
                <Table.Cell>
                  <AccountStatusBadge status={admin.status} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" color="gray.600">
                  {lastLogin === null || admin.lastLoginAt === null ? (
                    <Text as="span" color="gray.500">
                      {t('admin.accounts.neverSignedIn')}
                    </Text>
                  ) : (
                    <time dateTime={admin.lastLoginAt}>{lastLogin}</time>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" color="gray.600">
                  <time dateTime={admin.createdAt}>{formatDateTime(admin.createdAt)}</time>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1" justify="flex-end">
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="brand"
                      aria-label={t('admin.accounts.actions.editItem', { account: admin.account })}
                      onClick={() => onEdit(admin)}
                    >
                      <Pencil aria-hidden="true" />
                      {t('admin.accounts.actions.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="brand"
                      aria-label={t('admin.accounts.actions.resetItem', { account: admin.account })}
                      onClick={() => onResetPassword(admin)}
                    >
                      <KeyRound aria-hidden="true" />
                      {t('admin.accounts.actions.resetPassword')}
                    </Button>
                    {admin.status === 'enabled' ? (
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t('admin.accounts.actions.disableItem', {
                          account: admin.account,
                        })}
                        onClick={() => onDisable(admin)}
                      >
                        <PowerOff aria-hidden="true" />
                        {t('admin.accounts.actions.disable')}
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="green"
                        aria-label={t('admin.accounts.actions.enableItem', {
                          account: admin.account,
                        })}
                        onClick={() => onEnable(admin)}
                      >
                        <Power aria-hidden="true" />
                        {t('admin.accounts.actions.enable')}
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
