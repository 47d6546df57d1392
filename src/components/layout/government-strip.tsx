/**
 * The thin strip above the header, as on provincial government sites: who runs the portal, today's
 * date (in Beijing, in the interface language) and the 长辈模式 and language switches.
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { fullDateText } from '@/lib/beijing-date-text';
import { ElderlyModeToggle } from './elderly-mode-toggle';
import { LanguageSwitch } from './language-switch';

export function GovernmentStrip() {
  const { t, i18n } = useTranslation();
  return (
    <Box
      bg="gray.100"
      borderBottomWidth="1px"
      borderColor="gray.200"
      fontSize="xs"
      color="gray.600"
    >
      <HStack
        maxWidth="1200px"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="1"
        justify="space-between"
      >
        <Text>{t('header.governmentStrip')}</Text>
        <HStack gap="3">
          <Text display={{ base: 'none', sm: 'block' }}>
            {t('header.today', { date: fullDateText(new Date(), i18n.language) })}
          </Text>
          <ElderlyModeToggle />
          <LanguageSwitch />
        </HStack>
      </HStack>
    </Box>
  );
}
