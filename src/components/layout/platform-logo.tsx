/**
 * The platform's logo lock-up: the mark, the name in the interface language and, beneath it, the name
 * in the other language (English under Chinese, Chinese under English). It links to the provincial
 * home page, as a government portal's logo always does; the link's name is the first line (the second
 * is decoration for screen readers).
 */
import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/routes';
import { defaultLanguage } from '@/i18n/i18n';
import { PlatformMark } from './platform-mark';

export function PlatformLogo({ tone = 'onLight' }: { tone?: 'onLight' | 'onDark' }) {
  const { t, i18n } = useTranslation();
  const onDark = tone === 'onDark';
  // The Chinese name stays on one line; the much longer English one wraps onto two.
  const chinese = i18n.language === defaultLanguage;
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
              letterSpacing={chinese ? { base: '0', md: '0.04em' } : '0'}
              whiteSpace={chinese ? 'nowrap' : 'normal'}
              maxWidth={chinese ? undefined : { base: '14em', md: '18em' }}
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
