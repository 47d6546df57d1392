/**
 * Label–value rows (a description list), the body of every panel of facts (申请概况, 用户详情 …). A
 * missing value reads 暂无记录 instead of a blank.
 */
import { Box, DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

export type LabelValueRow = { label: string; value: ReactNode | null };

/** `lg` for a page that is only these panels (用户详情), `md` beside other content. */
type LabelValueListProps = { rows: LabelValueRow[]; size?: 'md' | 'lg' };

const labelWidth = { md: '28', lg: '36' } as const;

export function LabelValueList({ rows, size = 'md' }: LabelValueListProps) {
  const { t } = useTranslation();
  return (
    <DataList.Root orientation="horizontal" size={size} gap="3">
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel minWidth={labelWidth[size]} color="gray.500">
            {row.label}
          </DataList.ItemLabel>
          <DataList.ItemValue color="gray.900">
            {row.value ?? (
              <Box as="span" color="gray.400">
                {t('common.noRecord')}
              </Box>
            )}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
