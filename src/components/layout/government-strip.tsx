/**
 * The thin strip above the header, as on provincial government sites: who runs the portal, today's
 * date (in Beijing, in the interface language) and the 长辈模式 and language switches.
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { ElderlyModeToggle } from './elderly-mode-toggle';
import { LanguageSwitch } from './language-switch';

/** Per language, made once: making one costs about as much as drawing the rest of the strip. */
const fullDates = new Map<string, Intl.DateTimeFormat>();

/** Beijing time, whatever the clock of the server that drew the page or of the reader's device. */
function fullDateFormat(language: string): Intl.DateTimeFormat {
  let format = fullDates.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'Asia/Shanghai' });
    fullDates.set(language, format);
  }
  return format;
}

export function GovernmentStrip() {
  const { t, i18n } = useTranslation();
  const fullDate = fullDateFormat(i18n.language);
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
            {t('header.today', { date: fullDate.format(new Date()) })}
          </Text>
          <ElderlyModeToggle />
          <LanguageSwitch />
        </HStack>
      </HStack>
    </Box>
  );
}
