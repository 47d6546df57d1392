/**
 * The platform's logo lock-up: the mark, the Chinese name and the English name beneath it.
 * It links to the provincial home page, as a government portal's logo always does; the link's name is
 * the Chinese platform name (the English line is decoration for screen readers).
 */
import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/routes';
import { PlatformMark } from './platform-mark';

export function PlatformLogo({ tone = 'onLight' }: { tone?: 'onLight' | 'onDark' }) {
  const { t } = useTranslation();
  const onDark = tone === 'onDark';
  return (
    <Link
      asChild
      textDecoration="none"
      _hover={{ textDecoration: 'none' }}
      focusRingColor={onDark ? 'white' : 'brand.focusRing'}
    >
      <RouterLink to={paths.home}>
        <HStack gap={{ base: '2', md: '3' }} align="center">
          <Box flexShrink={0} display="flex" boxSize={{ base: '8', md: '11' }}>
            <PlatformMark size="100%" />
          </Box>
          <Box lineHeight="1.2">
            <Text
              as="span"
              display="block"
              fontSize={{ base: 'md', sm: 'lg', md: 'xl' }}
              fontWeight="bold"
              letterSpacing={{ base: '0', md: '0.04em' }}
              whiteSpace="nowrap"
              color={onDark ? 'white' : 'brand.900'}
            >
              {t('common.platformName')}
            </Text>
            <Text
              as="span"
              display={{ base: 'none', sm: 'block' }}
              aria-hidden="true"
              fontSize="2xs"
              letterSpacing="0.02em"
              textTransform="uppercase"
              color={onDark ? 'whiteAlpha.800' : 'gray.500'}
            >
              {t('common.platformNameEn')}
            </Text>
          </Box>
        </HStack>
      </RouterLink>
    </Link>
  );
}
