/** A titled panel of label–value rows, the shape every section of 用户详情 takes. */
import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LabelValueList, type LabelValueRow } from '@/components/ui/label-value-list';

type DetailListProps = { title: string; rows: LabelValueRow[]; action?: ReactNode };

export function DetailList({ title, rows, action }: DetailListProps) {
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
      <LabelValueList rows={rows} size="lg" />
    </Box>
  );
}
