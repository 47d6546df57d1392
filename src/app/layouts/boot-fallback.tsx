import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';

/** What shows while the first page's chunk arrives (only on the very first load of a visit). */
export function BootFallback() {
  const { t } = useTranslation();
  return (
    <Center minHeight="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="3" color="gray.600">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text fontSize="sm">{t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}
