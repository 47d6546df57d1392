/** The loading state of a table: a header bar and placeholder rows, announced as 正在加载列表. */
import { Box, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';

export function TableSkeleton({ rows = 5, columns = 5 }: { rows?: number; columns?: number }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('list.loadingTable')}
      aria-busy="true"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      overflow="hidden"
    >
      <Box bg="gray.50" px="4" py="3">
        <Skeleton height="4" width="60%" />
      </Box>
      <Stack gap="0">
        {Array.from({ length: rows }, (_, row) => (
          <HStack key={row} gap="6" px="4" py="4" borderTopWidth="1px" borderColor="gray.100">
            {Array.from({ length: columns }, (_, column) => (
              <Skeleton key={column} height="4" flex={column === 0 ? '2' : '1'} />
            ))}
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
