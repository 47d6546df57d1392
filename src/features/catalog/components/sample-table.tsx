/**
 * 样例数据: the sample rows under the field names, scrolling sideways when the fields do not fit.
 * The scroll area can be focused, so keyboard users can scroll it too.
 */
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import type { DataResourceDetail } from '../api/get-data-resource';

type SampleTableProps = Pick<DataResourceDetail, 'fields' | 'sampleRows'>;

export function SampleTable({ fields, sampleRows }: SampleTableProps) {
  const { t } = useTranslation();
  if (sampleRows.length === 0 || fields.length === 0)
    return <Text color="gray.500">{t('catalog.resource.noSamples')}</Text>;
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      tabIndex={0}
      role="region"
      aria-label={t('catalog.resource.samplesTable')}
    >
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row bg="gray.50">
            {fields.map((field) => (
              <Table.ColumnHeader key={field.name} whiteSpace="nowrap" title={field.name}>
                {field.description || field.name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sampleRows.map((row, rowIndex) => (
            <Table.Row key={rowIndex}>
              {fields.map((field, index) => {
                const value = row[index] ?? null;
                return (
                  <Table.Cell key={field.name} whiteSpace="nowrap" maxWidth="20rem" truncate>
                    {value === null ? (
                      <Text as="span" color="gray.400">
                        {t('catalog.resource.nullValue')}
                      </Text>
                    ) : (
                      value
                    )}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
