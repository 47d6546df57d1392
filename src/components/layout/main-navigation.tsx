/**
 * The public main navigation (首页 … 关于平台), read from the route table. The current section is
 * marked with `aria-current="page"` by NavLink, and styled from that attribute. On narrow screens the
 * row scrolls sideways instead of hiding items behind a menu.
 */
import { Box, Link } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { NavLink } from 'react-router-dom';
import { mainNavigation } from '@/config/routes';

export function MainNavigation() {
  const { t } = useTranslation();
  return (
    <Box as="nav" aria-label={t('header.mainNavigation')} bg="brand.solid" color="white">
      <Box
        as="ul"
        listStyleType="none"
        maxWidth="1200px"
        mx="auto"
        px={{ base: '2', md: '6' }}
        display="flex"
        overflowX="auto"
        scrollbarWidth="none"
      >
        {mainNavigation.map((item) => (
          <Box as="li" key={item.key} flexShrink={0}>
            <Link
              asChild
              display="block"
              px={{ base: '4', md: '7' }}
              py="3"
              fontSize={{ base: 'sm', md: 'md' }}
              fontWeight="medium"
              color="white"
              textDecoration="none"
              borderBottomWidth="3px"
              borderColor="transparent"
              focusRingColor="white"
              focusRingOffset="-3px"
              _hover={{ bg: 'brand.700', textDecoration: 'none' }}
              _currentPage={{ bg: 'brand.800', borderColor: 'white', fontWeight: 'bold' }}
            >
              <NavLink to={item.to}>{t(item.labelKey)}</NavLink>
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
