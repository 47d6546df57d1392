import { Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';

/** The loading state of a home page list: a few grey rows, announced as 加载中. */
export function ListSkeleton({ rows = 5, rowHeight = '5' }: { rows?: number; rowHeight?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" role="status" aria-label={t('common.loading')} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={rowHeight} width={index % 2 === 0 ? '100%' : '85%'} />
      ))}
    </Stack>
  );
}
