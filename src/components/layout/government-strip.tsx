/**
 * The thin strip above the header, as on provincial government sites: who runs the portal, today's
 * date and the 长辈模式 switch.
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ElderlyModeToggle } from './elderly-mode-toggle';

const fullDate = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'full' });

export function GovernmentStrip() {
  const { t } = useTranslation();
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
        </HStack>
      </HStack>
    </Box>
  );
}
