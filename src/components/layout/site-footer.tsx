/**
 * The public footer: platform links, the city portals, and the sponsor, organiser, support,
 * copyright and record lines a provincial government site carries.
 */
import { Box, Grid, HStack, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { renderWhenNearStyle } from '@/components/page/render-when-near';
import { paths } from '@/config/routes';
import { CityPortalLinks } from './city-portal-links';
import { PlatformLogo } from './platform-logo';

const footerLinks = [
  { to: paths.about, labelKey: 'routes.about' },
  { to: paths.richTextCenter, labelKey: 'routes.richTextCenter' },
  { to: paths.applyList, labelKey: 'routes.applyList' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box
      as="footer"
      bg="brand.950"
      color="whiteAlpha.800"
      mt="auto"
      // Laid out and painted as it comes near the screen.
      css={renderWhenNearStyle({ base: '620px', sm: '530px', md: '455px', lg: '290px' })}
    >
      <Grid
        maxWidth="1200px"
        mx="auto"
        px={{ base: '4', md: '6' }}
        pt={{ base: '8', md: '10' }}
        pb="6"
        templateColumns={{ base: '1fr', lg: '5fr 7fr' }}
        gap={{ base: '8', lg: '12' }}
      >
        <Stack gap="4">
          <PlatformLogo tone="onDark" />
          <Stack gap="1" fontSize="sm">
            <Text>{t('footer.sponsor')}</Text>
            <Text>{t('footer.organizer')}</Text>
            <Text>{t('footer.support')}</Text>
          </Stack>
          <Box as="nav" aria-label={t('footer.linksTitle')}>
            <HStack as="ul" listStyleType="none" gap="5" wrap="wrap" fontSize="sm">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    asChild
                    color="white"
                    focusRingColor="white"
                    textDecoration="underline"
                    textUnderlineOffset="4px"
                    textDecorationColor="whiteAlpha.500"
                  >
                    <RouterLink to={link.to}>{t(link.labelKey)}</RouterLink>
                  </Link>
                </li>
              ))}
            </HStack>
          </Box>
        </Stack>
        <Box as="nav" aria-labelledby="footer-cities-title">
          <Heading
            as="h2"
            id="footer-cities-title"
            fontSize="sm"
            fontWeight="bold"
            color="white"
            mb="3"
          >
            {t('footer.citiesTitle')}
          </Heading>
          <CityPortalLinks tone="onDark" columns={{ base: 3, sm: 5, md: 7 }} />
        </Box>
      </Grid>
      <Separator borderColor="whiteAlpha.200" />
      <Stack
        maxWidth="1200px"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="4"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        gap="1"
        fontSize="xs"
        color="whiteAlpha.700"
      >
        <Text>{t('footer.copyright')}</Text>
        <Text>{t('footer.record')}</Text>
        <Text>{t('footer.recommendation')}</Text>
      </Stack>
    </Box>
  );
}
