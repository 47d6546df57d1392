/**
 * One page of an entry's versions as a table: 版本 (the current one marked), 标题, 保存人, 保存时间
 * and the actions 查看 and 恢复此版本. Action names carry the version number, so each button says
 * which version it acts on.
 */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { DataTable, type DataColumn } from '@/components/list/data-table';
import { RowAction } from '@/components/list/row-action';
import { formatDateTime } from '@/lib/format-date-time';
import type { ContentVersion } from '../api/content-wall-types';

type ContentVersionTableProps = {
  caption: string;
  versions: readonly ContentVersion[];
  onView: (version: ContentVersion) => void;
  onRestore: (version: ContentVersion) => void;
};

export function ContentVersionTable({
  caption,
  versions,
  onView,
  onRestore,
}: ContentVersionTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<ContentVersion>[] = [
    {
      key: 'version',
      header: t('contentWall.versions.columns.version'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap' },
      cell: (version) => (
        <HStack gap="2">
          <Text as="span" fontWeight="medium">
            {t('contentWall.versions.number', { version: version.version })}
          </Text>
          {version.current ? (
            <Badge colorPalette="green" variant="subtle">
              {t('contentWall.versions.current')}
            </Badge>
          ) : null}
        </HStack>
      ),
    },
    {
      key: 'title',
      header: t('contentWall.versions.columns.title'),
      headerProps: { minWidth: '200px' },
      cell: (version) => <Text lineClamp={2}>{version.title}</Text>,
    },
    {
      key: 'editor',
      header: t('contentWall.versions.columns.editor'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap' },
      cell: (version) => version.editorName,
    },
    {
      key: 'savedAt',
      header: t('contentWall.versions.columns.savedAt'),
      headerProps: { whiteSpace: 'nowrap' },
      cellProps: { whiteSpace: 'nowrap', color: 'gray.600' },
      cell: (version) => (
        <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
      ),
    },
    {
      key: 'actions',
      header: t('contentWall.versions.columns.actions'),
      headerProps: { whiteSpace: 'nowrap', textAlign: 'end' },
      cell: (version) => (
        <HStack gap="2" justify="flex-end">
          <RowAction
            label={t('contentWall.versions.viewLabel', { version: version.version })}
            variant="outline"
            onClick={() => onView(version)}
          >
            {t('contentWall.actions.view')}
          </RowAction>
          {version.current ? null : (
            <RowAction
              label={t('contentWall.versions.restoreLabel', { version: version.version })}
              variant="outline"
              onClick={() => onRestore(version)}
            >
              {t('contentWall.actions.restore')}
            </RowAction>
          )}
        </HStack>
      ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      size="sm"
      columns={columns}
      rows={versions}
      rowKey={(version) => version.id}
    />
  );
}
