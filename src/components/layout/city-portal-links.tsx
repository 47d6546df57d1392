/**
 * Links to the 13 city portals of spec §2, in the order of the route table.
 */
import { Link, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { cityPortals } from '@/config/routes';
import { defaultLanguage } from '@/i18n/i18n';

type CityPortalLinksProps = {
  tone?: 'onLight' | 'onDark';
  columns?: { base: number; sm?: number; md?: number; lg?: number };
};

export function CityPortalLinks({
  tone = 'onLight',
  columns = { base: 3, sm: 4, md: 7 },
}: CityPortalLinksProps) {
  const { t, i18n } = useTranslation();
  const onDark = tone === 'onDark';
  // English city names are longer than the Chinese ones: as many columns as fit, not a fixed count.
  const layout = i18n.language === defaultLanguage ? { columns } : { minChildWidth: '7.5rem' };
  return (
    <SimpleGrid as="ul" listStyleType="none" gap="2" {...layout}>
      {cityPortals.map((city) => (
        <li key={city.code}>
          <Link
            asChild
            display="block"
            textAlign="center"
            py="2"
            px="2"
            fontSize="sm"
            rounded="md"
            borderWidth="1px"
            borderColor={onDark ? 'whiteAlpha.300' : 'gray.200'}
            bg={onDark ? 'whiteAlpha.100' : 'white'}
            color={onDark ? 'whiteAlpha.900' : 'gray.700'}
            textDecoration="none"
            focusRingColor={onDark ? 'white' : 'brand.focusRing'}
            _hover={{
              textDecoration: 'none',
              borderColor: onDark ? 'whiteAlpha.700' : 'brand.solid',
              color: onDark ? 'white' : 'brand.fg',
            }}
          >
            <RouterLink to={`/${city.code}`}>{t(`cities.${city.code}`)}</RouterLink>
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
}
