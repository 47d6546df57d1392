/**
 * The announcements of one page as a table: 标题, 状态, 作者, 更新时间 and the actions 编辑 and
 * 发布 / 取消发布. Action names carry the title, so each button says which announcement it acts on.
 */
import { Button, HStack, Link } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type DataColumn } from '@/components/list/data-table';
import { RowAction } from '@/components/list/row-action';
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
  const columns: DataColumn<AnnouncementSummary>[] = [
    {
      key: 'title',
      header: t('announcements.management.columns.title'),
      headerProps: { minWidth: '280px' },
      cell: (item) => (
        <Link asChild color="gray.900" fontWeight="medium" lineClamp={2}>
          <RouterLink to={editAnnouncementAddress(item.id)}>{item.title}</RouterLink>
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('announcements.management.columns.status'),
      headerProps: { whiteSpace: 'nowrap' },
      cell: (item) => <AnnouncementStatusBadge status={item.status} />,
    },
    {
      key: 'author',
      header: t('announcements.management.columns.author'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap' },
      cell: (item) => item.authorName,
    },
    {
      key: 'updatedAt',
      header: t('announcements.management.columns.updatedAt'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap', color: 'gray.600' },
      cell: (item) => <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt)}</time>,
    },
    {
      key: 'actions',
      header: t('announcements.management.columns.actions'),
      headerProps: { whiteSpace: 'nowrap', textAlign: 'end' },
      cell: (item) => (
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
            <RowAction
              label={t('announcements.management.unpublishLabel', { title: item.title })}
              tone="red"
              variant="outline"
              onClick={() => onUnpublish(item)}
            >
              {t('announcements.actions.unpublish')}
            </RowAction>
          ) : (
            <RowAction
              label={t('announcements.management.publishLabel', { title: item.title })}
              variant="solid"
              onClick={() => onPublish(item)}
            >
              {t('announcements.actions.publish')}
            </RowAction>
          )}
        </HStack>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('announcements.management.tableCaption')}
      interactive
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
    />
  );
}
