/**
 * One page of an entry's versions as a table: 版本 (the current one marked), 标题, 保存人, 保存时间
 * and the actions 查看 and 恢复此版本. Action names carry the version number, so each button says
 * which version it acts on.
 */
import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
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
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="lg" bg="white">
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('contentWall.versions.columns.version')}
            </Table.ColumnHeader>
            <Table.ColumnHeader minWidth="200px">
              {t('contentWall.versions.columns.title')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('contentWall.versions.columns.editor')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('contentWall.versions.columns.savedAt')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap" textAlign="end">
              {t('contentWall.versions.columns.actions')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {versions.map((version) => (
            <Table.Row key={version.id}>
              <Table.Cell whiteSpace="nowrap">
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
              </Table.Cell>
              <Table.Cell>
                <Text lineClamp={2}>{version.title}</Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{version.editorName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap" color="gray.600">
                <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2" justify="flex-end">
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="brand"
                    aria-label={t('contentWall.versions.viewLabel', { version: version.version })}
                    onClick={() => onView(version)}
                  >
                    {t('contentWall.actions.view')}
                  </Button>
                  {version.current ? null : (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="brand"
                      aria-label={t('contentWall.versions.restoreLabel', {
                        version: version.version,
                      })}
                      onClick={() => onRestore(version)}
                    >
                      {t('contentWall.actions.restore')}
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
