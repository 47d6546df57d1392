/**
 * The layout of the public portal: header with the main navigation, the page, and the footer.
 */
import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink, mainContentId } from './skip-link';

export function PublicLayout() {
  return (
    <Flex direction="column" minHeight="100dvh">
      <SkipLink />
      <SiteHeader />
      <Box as="main" id={mainContentId} tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      <SiteFooter />
    </Flex>
  );
}
