/**
 * The announcements of one page as a table: 标题, 状态, 作者, 更新时间 and the actions 编辑 and
 * 发布 / 取消发布. Action names carry the title, so each button says which announcement it acts on.
 */
import { Button, HStack, Link, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/lib/format-date-time';
import type { AnnouncementSummary } from '../api/announcement-types';
import { editAnnouncementAddress } from '../announcement-paths';
import { AnnouncementStatusBadge } from './announcement-status-badge';

type AnnouncementTableProps = {
  items: readonly AnnouncementSummary[];
  onPublish: (item: AnnouncementSummary) => void;
  onUnpublish: (item: AnnouncementSummary) => void;
};

export function AnnouncementTable({ items, onPublish, onUnpublish }: AnnouncementTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="lg" bg="white">
      <Table.Root size="md" interactive>
        <Table.Caption srOnly>{t('announcements.management.tableCaption')}</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader minWidth="280px">
              {t('announcements.management.columns.title')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('announcements.management.columns.status')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('announcements.management.columns.author')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('announcements.management.columns.updatedAt')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap" textAlign="end">
              {t('announcements.management.columns.actions')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <Table.Row key={item.id}>
              <Table.Cell>
                <Link asChild color="gray.900" fontWeight="medium" lineClamp={2}>
                  <RouterLink to={editAnnouncementAddress(item.id)}>{item.title}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>
                <AnnouncementStatusBadge status={item.status} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{item.authorName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap" color="gray.600">
                <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt)}</time>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2" justify="flex-end">
                  <Button asChild size="xs" variant="outline" colorPalette="brand">
                    <RouterLink
                      to={editAnnouncementAddress(item.id)}
                      aria-label={t('announcements.management.editLabel', { title: item.title })}
                    >
                      {t('announcements.actions.edit')}
                    </RouterLink>
                  </Button>
                  {item.status === 'published' ? (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={t('announcements.management.unpublishLabel', {
                        title: item.title,
                      })}
                      onClick={() => onUnpublish(item)}
                    >
                      {t('announcements.actions.unpublish')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      colorPalette="brand"
                      aria-label={t('announcements.management.publishLabel', {
                        title: item.title,
                      })}
                      onClick={() => onPublish(item)}
                    >
                      {t('announcements.actions.publish')}
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
