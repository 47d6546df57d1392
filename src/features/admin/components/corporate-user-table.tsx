/**
 * The corporate users of one page as a table: 单位名称 (leading to 企业用户详情), 统一社会信用代码, 经办人,
 * 联系电话 (masked by the server), 首次登录时间 and 查看详情.
 */
import { Button, Link, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/lib/format-date-time';
import { corporateUserAddress } from '../admin-paths';
import type { CorporateUser } from '../api/admin-types';

export function CorporateUserTable({ users }: { users: readonly CorporateUser[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="lg" bg="white">
      <Table.Root size="md" interactive>
        <Table.Caption srOnly>{t('admin.users.tableCaption')}</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader minWidth="220px">
              {t('admin.users.columns.corName')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('admin.users.columns.creditCode')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('admin.users.columns.name')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('admin.users.columns.contact')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('admin.users.columns.createdAt')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap" textAlign="end">
              {t('admin.users.columns.actions')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row key={user.id}>
              <Table.Cell>
                <Link asChild color="gray.900" fontWeight="medium">
                  <RouterLink to={corporateUserAddress(user.id)}>{user.corName}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="sm" whiteSpace="nowrap">
                {user.creditCode}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{user.name}</Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {user.contact}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" color="gray.600">
                <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Button asChild size="xs" variant="outline" colorPalette="brand">
                  <RouterLink
                    to={corporateUserAddress(user.id)}
                    aria-label={t('admin.users.viewItem', { corName: user.corName })}
                  >
                    {t('admin.users.view')}
                  </RouterLink>
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
