/**
 * The brand side of the login card: the platform mark and name, and three lines on what signing in
 * gives access to, on the primary colour.
 */
import { Box, Flex, Heading, HStack, Stack, Text, type FlexProps } from '@chakra-ui/react';
import { BadgeCheck, FileCheck2, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { PlatformMark } from '@/components/layout/platform-mark';

export function LoginAside(props: FlexProps) {
  const { t } = useTranslation();
  const points = [
    { icon: <BadgeCheck />, text: t('login.asideSso') },
    { icon: <ShieldCheck />, text: t('login.asideSecurity') },
    { icon: <FileCheck2 />, text: t('login.asideService') },
  ];
  return (
    <Flex
      direction="column"
      justify="space-between"
      gap="8"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.600"
      gradientVia="brand.700"
      gradientTo="brand.900"
      px="8"
      py="10"
      {...props}
    >
      <Stack gap="5">
        <Box boxSize="14" rounded="xl" boxShadow="0 8px 24px rgba(0, 20, 60, 0.3)">
          <PlatformMark size="100%" />
        </Box>
        <Box>
          <Text fontSize="sm" letterSpacing="0.2em" color="whiteAlpha.800">
            {t('login.asideTitle')}
          </Text>
          <Heading as="p" fontSize="xl" lineHeight="1.4" mt="1" letterSpacing="0.02em">
            {t('common.platformName')}
          </Heading>
          <Text mt="3" fontSize="sm" color="whiteAlpha.900">
            {t('login.asideLead')}
          </Text>
        </Box>
      </Stack>
      <Stack as="ul" gap="4" listStyleType="none">
        {points.map((point) => (
          <HStack as="li" key={point.text} align="flex-start" gap="3">
            <Box
              flexShrink={0}
              mt="0.5"
              color="brand.100"
              css={{ '& svg': { width: '18px', height: '18px' } }}
              aria-hidden="true"
            >
              {point.icon}
            </Box>
            <Text fontSize="sm" lineHeight="1.7" color="whiteAlpha.900">
              {point.text}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Flex>
  );
}
