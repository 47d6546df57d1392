/**
 * The portal's front page: hero with search, the key figures computed by the server, service
 * entrances, featured resources and products, the latest news, the data domains, the platform notice
 * beside the about summary, and the city portals. Every data section loads and fails on its own, so
 * one unavailable endpoint never blanks the page. The sections come from the home, news and content
 * features; this route composes them.
 */
import { Box, Grid, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/page/page-container';
import { RenderWhenNear } from '@/components/page/render-when-near';
import { HomeNotice } from '@/features/content/components/home-notice';
import { AboutSummary } from '@/features/home/components/about-summary';
import { CityPortalsSection } from '@/features/home/components/city-portals-section';
import { DomainsSection } from '@/features/home/components/domains-section';
import { FeaturedProducts } from '@/features/home/components/featured-products';
import { FeaturedResources } from '@/features/home/components/featured-resources';
import { HeroBand } from '@/features/home/components/hero-band';
import { KeyFigures } from '@/features/home/components/key-figures';
import { ServiceEntrances } from '@/features/home/components/service-entrances';
import { NewsColumns } from '@/features/news/components/news-columns';

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
      <RenderWhenNear estimatedHeight={{ base: '900px', sm: '590px', md: '610px', lg: '460px' }}>
        <ServiceEntrances />
      </RenderWhenNear>
      <RenderWhenNear estimatedHeight={{ base: '1430px', sm: '1160px', md: '1190px', lg: '640px' }}>
        <SectionPair pb={{ base: '2', md: '2' }}>
          <FeaturedResources />
          <FeaturedProducts />
        </SectionPair>
      </RenderWhenNear>
      <RenderWhenNear estimatedHeight={{ base: '1090px', md: '1140px', lg: '470px' }}>
        <NewsColumns />
      </RenderWhenNear>
      <RenderWhenNear estimatedHeight={{ base: '1370px', sm: '810px', lg: '460px' }}>
        <DomainsSection />
      </RenderWhenNear>
      <RenderWhenNear estimatedHeight={{ base: '730px', sm: '610px', md: '590px', lg: '340px' }}>
        <SectionPair pb={{ base: '8', md: '12' }}>
          <HomeNotice />
          <AboutSummary />
        </SectionPair>
      </RenderWhenNear>
      <RenderWhenNear estimatedHeight={{ base: '375px', sm: '280px', md: '260px', lg: '215px' }}>
        <CityPortalsSection />
      </RenderWhenNear>
    </>
  );
}
