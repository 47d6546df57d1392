/**
 * The global loading indicator (spec §7): a thin bar in the primary colour across the top of the
 * window while requests or page chunks are pending. It is indeterminate, so it carries no value.
 */
import { Box } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';

export function GlobalLoadingBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      position="fixed"
      top="0"
      insetInline="0"
      height="3px"
      zIndex="toast"
      overflow="hidden"
      bg="brand.muted"
      pointerEvents="none"
    >
      <Box
        height="full"
        width="40%"
        bg="brand.solid"
        animation="portalProgress 1.2s ease-in-out infinite"
        _motionReduce={{ animation: 'none', width: 'full' }}
      />
    </Box>
  );
}
