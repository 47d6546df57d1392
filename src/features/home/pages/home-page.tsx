/**
 * The portal's front page: hero with search, the key figures computed by the server, service
 * entrances, featured resources and products, the latest news, the data domains, the platform notice
 * beside the about summary, and the city portals. Every data section loads and fails on its own, so
 * one unavailable endpoint never blanks the page.
 */
import { Box, Grid, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/page/page-container';
import { RenderWhenNear } from '@/components/page/render-when-near';
import { AboutSummary } from '../components/about-summary';
import { CityPortalsSection } from '../components/city-portals-section';
import { DomainsSection } from '../components/domains-section';
import { FeaturedProducts } from '../components/featured-products';
import { FeaturedResources } from '../components/featured-resources';
import { HeroBand } from '../components/hero-band';
import { HomeNotice } from '../components/home-notice';
import { KeyFigures } from '../components/key-figures';
import { NewsColumns } from '../components/news-columns';
import { ServiceEntrances } from '../components/service-entrances';

/** Two sections side by side on a wide screen (3 : 2), one above the other on a phone. */
function SectionPair({ pb, children }: { pb: BoxProps['pb']; children: ReactNode }) {
  return (
    <Box pb={pb}>
      <PageContainer>
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '8', md: '6' }}>
          {children}
        </Grid>
      </PageContainer>
    </Box>
  );
}

export function HomePage() {
  return (
    <>
      <HeroBand />
      <KeyFigures />
      {/* Below the first screen on a phone: laid out as it comes near. */}
      <RenderWhenNear estimatedHeight="900px">
        <ServiceEntrances />
      </RenderWhenNear>
      <RenderWhenNear estimatedHeight="1400px">
        <SectionPair pb={{ base: '2', md: '2' }}>
          <FeaturedResources />
          <FeaturedProducts />
        </SectionPair>
      </RenderWhenNear>
      <RenderWhenNear estimatedHeight="1100px">
        <NewsColumns />
      </RenderWhenNear>
      <RenderWhenNear estimatedHeight="1500px">
        <DomainsSection />
      </RenderWhenNear>
      <RenderWhenNear estimatedHeight="700px">
        <SectionPair pb={{ base: '8', md: '12' }}>
          <HomeNotice />
          <AboutSummary />
        </SectionPair>
      </RenderWhenNear>
      <RenderWhenNear estimatedHeight="380px">
        <CityPortalsSection />
      </RenderWhenNear>
    </>
  );
}
