/**
 * A titled, labelled section of label–value rows (申请概况, 申请信息, 审核意见). A missing value reads
 * 暂无记录 instead of a blank.
 */
import { Box, DataList, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FactRow = { label: string; value: ReactNode | null };

export function FactList({ title, rows }: { title: string; rows: FactRow[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      px={{ base: '4', md: '6' }}
      py={{ base: '4', md: '5' }}
    >
      <Heading as="h2" id={headingId} fontSize="md" color="gray.900" mb="4">
        {title}
      </Heading>
      <DataList.Root orientation="horizontal" size="md" gap="3">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel minWidth="28" color="gray.500">
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
