/**
 * The entry configs of a domain as a table: order, name with its description, required or optional,
 * allowed types, size limit, files uploaded, the 启用 switch, and 编辑 / 删除.
 */
import { Badge, Button, HStack, Switch, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="lg" bg="white">
      <Table.Root size="sm" variant="line" aria-label={t('entryConfig.listLabel')}>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader width="4em">{t('entryConfig.columns.order')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('entryConfig.columns.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('entryConfig.columns.required')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('entryConfig.columns.types')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('entryConfig.columns.size')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('entryConfig.columns.files')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('entryConfig.columns.enabled')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {t('entryConfig.columns.actions')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {configs.map((config) => (
            <Table.Row key={config.id} color={config.enabled ? undefined : 'gray.500'}>
              <Table.Cell>{config.sortOrder}</Table.Cell>
              <Table.Cell minWidth="14em">
                <Text fontWeight="medium" color={config.enabled ? 'gray.900' : 'gray.500'}>
                  {config.name}
                </Text>
                {config.description !== '' ? (
                  <Text fontSize="xs" color="gray.500" mt="0.5" lineClamp={2}>
                    {config.description}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                <Badge size="sm" variant="subtle" colorPalette={config.required ? 'red' : 'gray'}>
                  {config.required ? t('entryConfig.required') : t('entryConfig.optional')}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                {config.allowedTypes.map((type) => type.toUpperCase()).join('、')}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatFileSize(config.maxSizeBytes)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {t('entryConfig.fileCount', { count: config.fileCount })}
              </Table.Cell>
              <Table.Cell>
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
                    <VisuallyHidden>
                      {t('entryConfig.enabledItem', { name: config.name })}
                    </VisuallyHidden>
                  </Switch.Label>
                </Switch.Root>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" justify="flex-end">
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="brand"
                    aria-label={t('entryConfig.editItem', { name: config.name })}
                    onClick={() => onEdit(config)}
                  >
                    <Pencil aria-hidden="true" />
                    {t('entryConfig.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('entryConfig.removeItem', { name: config.name })}
                    onClick={() => onDelete(config)}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('entryConfig.remove')}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
