/**
 * A titled panel of label–value rows (a description list), the shape every section of 用户详情 takes.
 * A missing value reads 暂无记录 instead of a blank.
 */
import { Box, DataList, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type DetailRow = { label: string; value: ReactNode | null };

type DetailListProps = { title: string; rows: DetailRow[]; action?: ReactNode };

export function DetailList({ title, rows, action }: DetailListProps) {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      px={{ base: '5', md: '7' }}
      py={{ base: '5', md: '6' }}
    >
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="3" mb="4">
        <Heading as="h2" fontSize="md" color="gray.900">
          {title}
        </Heading>
        {action}
      </Box>
      <DataList.Root orientation="horizontal" size="lg" gap="3">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel minWidth="36" color="gray.500">
              {row.label}
            </DataList.ItemLabel>
            <DataList.ItemValue color="gray.900">
              {row.value ?? (
                <Box as="span" color="gray.400">
                  {t('account.noRecord')}
                </Box>
              )}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}
