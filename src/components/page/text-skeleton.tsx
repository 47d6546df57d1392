/**
 * The loading state of a text view: a heading bar and paragraph lines, announced as 加载中.
 */
import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';

export function TextSkeleton({ lines = 6 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="5" role="status" aria-label={t('common.loading')} aria-busy="true">
      <Skeleton height="7" width="40%" />
      <SkeletonText noOfLines={lines} gap="3" />
    </Stack>
  );
}
