/** The loading state of a result list: card-shaped placeholders, announced as 加载中. */
import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';

export function ResultListSkeleton({ count = 5 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" role="status" aria-label={t('common.loading')} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="5">
          <Skeleton height="5" width="45%" mb="3" />
          <SkeletonText noOfLines={2} gap="2" />
          <Skeleton height="4" width="70%" mt="4" />
        </Box>
      ))}
    </Stack>
  );
}
