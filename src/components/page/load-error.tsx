/**
 * The error state of a data-backed view: a clear Chinese message and a 重试 button that loads again.
 */
import { Alert, Button, Stack } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { useHydrated } from '@/lib/use-hydrated';

type LoadErrorProps = { message: string | null; onRetry: () => void };

export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  // A server-drawn page may show the error before the scripts that load again run.
  const hydrated = useHydrated();
  return (
    <Alert.Root status="error" variant="surface" rounded="lg" alignItems="center" role="alert">
      <Alert.Indicator />
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        flex="1"
        justify="space-between"
        align={{ base: 'flex-start', sm: 'center' }}
        gap="3"
      >
        <Alert.Title fontWeight="normal">{message ?? t('common.loadFailed')}</Alert.Title>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={!hydrated}
          onClick={onRetry}
        >
          <RotateCw aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
