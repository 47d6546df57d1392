/**
 * The portal's front page: hero with search, service entrances, the platform notice beside the
 * about summary, and the city portals. Sections that need data not published yet are absent rather
 * than filled with invented figures.
 */
import { Box, Grid } from '@chakra-ui/react';
import { PageContainer } from '@/components/page/page-container';
import { AboutSummary } from '../components/about-summary';
import { CityPortalsSection } from '../components/city-portals-section';
import { HeroBand } from '../components/hero-band';
import { HomeNotice } from '../components/home-notice';
import { ServiceEntrances } from '../components/service-entrances';

export function HomePage() {
  return (
    <>
      <HeroBand />
      <ServiceEntrances />
      <Box pb={{ base: '8', md: '12' }}>
        <PageContainer>
          <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '8', md: '6' }}>
            <HomeNotice />
            <AboutSummary />
          </Grid>
        </PageContainer>
      </Box>
      <CityPortalsSection />
    </>
  );
}
