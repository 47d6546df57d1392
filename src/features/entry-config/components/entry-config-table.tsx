/**
 * The entry configs of a domain as a table: order, name with its description, required or optional,
 * allowed types, size limit, files uploaded, the 启用 switch, and 编辑 / 删除.
 */
import { Badge, HStack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { DataTable, type DataColumn } from '@/components/list/data-table';
import { RowAction } from '@/components/list/row-action';
import { formatFileSize } from '@/lib/format-file-size';
import type { EntryConfig } from '../api/list-entry-configs';

type EntryConfigTableProps = {
  configs: EntryConfig[];
  /** The status change on its way: its switch shows the state asked for and waits. */
  pendingStatus: { id: string; enabled: boolean } | null;
  /**
   * Counts refused status changes: the switches are drawn anew after one, so a switch the user
   * flipped shows the state that was kept even when no state in between was ever drawn.
   */
  statusRevision: number;
  onToggle: (config: EntryConfig, enabled: boolean) => void;
  onEdit: (config: EntryConfig) => void;
  onDelete: (config: EntryConfig) => void;
};

export function EntryConfigTable({
  configs,
  pendingStatus,
  statusRevision,
  onToggle,
  onEdit,
  onDelete,
}: EntryConfigTableProps) {
  const { t } = useTranslation();
  const columns: DataColumn<EntryConfig>[] = [
    {
      key: 'order',
      header: t('entryConfig.columns.order'),
      headerProps: { width: '4em' },
      cell: (config) => config.sortOrder,
    },
    {
      key: 'name',
      header: t('entryConfig.columns.name'),
      cellProps: { minWidth: '14em' },
      cell: (config) => (
        <>
          <Text fontWeight="medium" color={config.enabled ? 'gray.900' : 'gray.500'}>
            {config.name}
          </Text>
          {config.description !== '' ? (
            <Text fontSize="xs" color="gray.500" mt="0.5" lineClamp={2}>
              {config.description}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'required',
      header: t('entryConfig.columns.required'),
      cell: (config) => (
        <Badge size="sm" variant="subtle" colorPalette={config.required ? 'red' : 'gray'}>
          {config.required ? t('entryConfig.required') : t('entryConfig.optional')}
        </Badge>
      ),
    },
    {
      key: 'types',
      header: t('entryConfig.columns.types'),
      cell: (config) => config.allowedTypes.map((type) => type.toUpperCase()).join('、'),
    },
    {
      key: 'size',
      header: t('entryConfig.columns.size'),
      cellProps: { whiteSpace: 'nowrap' },
      cell: (config) => formatFileSize(config.maxSizeBytes),
    },
    {
      key: 'files',
      header: t('entryConfig.columns.files'),
      cellProps: { whiteSpace: 'nowrap' },
      cell: (config) => t('entryConfig.fileCount', { count: config.fileCount }),
    },
    {
      key: 'enabled',
      header: t('entryConfig.columns.enabled'),
      cell: (config) => (
        <Switch.Root
          key={statusRevision}
          size="sm"
          colorPalette="brand"
          checked={pendingStatus?.id === config.id ? pendingStatus.enabled : config.enabled}
          disabled={pendingStatus?.id === config.id}
          onCheckedChange={(details) => onToggle(config, details.checked)}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontSize="sm">
            {t('entryConfig.enabled')}
            <VisuallyHidden>{t('entryConfig.enabledItem', { name: config.name })}</VisuallyHidden>
          </Switch.Label>
        </Switch.Root>
      ),
    },
    {
      key: 'actions',
      header: t('entryConfig.columns.actions'),
      headerProps: { textAlign: 'end' },
      cell: (config) => (
        <HStack gap="1" justify="flex-end">
          <RowAction
            label={t('entryConfig.editItem', { name: config.name })}
            icon={Pencil}
            onClick={() => onEdit(config)}
          >
            {t('entryConfig.edit')}
          </RowAction>
          <RowAction
            label={t('entryConfig.removeItem', { name: config.name })}
            icon={Trash2}
            tone="red"
            onClick={() => onDelete(config)}
          >
            {t('entryConfig.remove')}
          </RowAction>
        </HStack>
      ),
    },
  ];
  return (
    <DataTable
      label={t('entryConfig.listLabel')}
      size="sm"
      columns={columns}
      rows={configs}
      rowKey={(config) => config.id}
      rowProps={(config) => ({ color: config.enabled ? undefined : 'gray.500' })}
    />
  );
}
