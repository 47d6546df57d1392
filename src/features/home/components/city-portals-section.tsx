import { Box } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { CityPortalLinks } from '@/components/layout/city-portal-links';
import { PageContainer } from '@/components/page/page-container';
import { SectionHeading } from '@/components/home-section/section-heading';

/** The 13 city portals on the home page. */
export function CityPortalsSection() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="home-cities" py={{ base: '8', md: '12' }} bg="white">
      <PageContainer>
        <SectionHeading
          id="home-cities"
          title={t('contentPages.home.citiesTitle')}
          subtitle={t('contentPages.home.citiesSubtitle')}
        />
        <CityPortalLinks columns={{ base: 3, sm: 5, md: 7, lg: 13 }} />
      </PageContainer>
    </Box>
  );
}
