/** 字段信息: every field of the resource with its type and meaning. */
import { Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { useValueLabel } from '../catalog-values';
import type { DataResourceDetail } from '../api/get-data-resource';

export function FieldTable({ fields }: { fields: DataResourceDetail['fields'] }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  if (fields.length === 0) return <Text color="gray.500">{t('catalog.resource.noFields')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="md">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader width="4rem">{t('catalog.resource.fieldIndex')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('catalog.resource.fieldName')}</Table.ColumnHeader>
            <Table.ColumnHeader width="7rem">{t('catalog.resource.fieldType')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('catalog.resource.fieldDescription')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fields.map((field, index) => (
            <Table.Row key={field.name}>
              <Table.Cell color="gray.500">{index + 1}</Table.Cell>
              <Table.Cell>
                <Box as="code" fontFamily="mono" fontSize="sm" color="gray.900">
                  {field.name}
                </Box>
              </Table.Cell>
              <Table.Cell>{label('fieldType', field.type)}</Table.Cell>
              <Table.Cell color="gray.700">{field.description}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
