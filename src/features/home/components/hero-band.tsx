/**
 * The home page's hero band: the platform name, its mission in one line, and the big search box,
 * on the primary colour with a quiet drawn pattern (no external images).
 */
import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { SearchForm } from '@/components/layout/search-form';
import { PageContainer } from '@/components/page/page-container';
import { HeroPattern } from './hero-pattern';

export function HeroBand() {
  const { t } = useTranslation();
  return (
    <Box
      position="relative"
      overflow="hidden"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.600"
      gradientVia="brand.700"
      gradientTo="brand.900"
    >
      <Box position="absolute" inset="0" opacity={{ base: 0.45, md: 1 }}>
        <HeroPattern />
      </Box>
      <PageContainer position="relative" py={{ base: '10', md: '14' }}>
        <Box maxWidth="720px">
          <Text fontSize={{ base: 'xs', md: 'sm' }} letterSpacing="0.2em" color="white" mb="3">
            {t('contentPages.home.heroEyebrow')}
          </Text>
          <Heading
            as="h1"
            fontSize={{ base: 'xl', sm: '3xl', md: '4xl' }}
            lineHeight="1.25"
            fontWeight="bold"
            letterSpacing={{ base: '0.02em', md: '0.06em' }}
            textShadow="0 2px 12px rgba(0, 30, 80, 0.25)"
          >
            {t('common.platformName')}
          </Heading>
          <Text mt="4" fontSize={{ base: 'sm', md: 'lg' }} color="white">
            {t('contentPages.home.heroMission')}
          </Text>
          <Box
            mt={{ base: '6', md: '8' }}
            boxShadow="0 10px 30px rgba(0, 30, 80, 0.25)"
            rounded="md"
          >
            <SearchForm
              size="large"
              label={t('contentPages.home.heroSearchLabel')}
              placeholder={t('contentPages.home.heroSearchPlaceholder')}
              submitLabel={t('contentPages.home.heroSearchSubmit')}
            />
          </Box>
        </Box>
      </PageContainer>
    </Box>
  );
}
