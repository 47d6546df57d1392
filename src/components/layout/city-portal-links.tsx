/**
 * Links to the 13 city portals of spec §2, in the order of the route table.
 */
import { Link, SimpleGrid } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { cityPortals } from '@/config/routes';

type CityPortalLinksProps = {
  tone?: 'onLight' | 'onDark';
  columns?: { base: number; sm?: number; md?: number; lg?: number };
};

export function CityPortalLinks({
  tone = 'onLight',
  columns = { base: 3, sm: 4, md: 7 },
}: CityPortalLinksProps) {
  const onDark = tone === 'onDark';
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="2">
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
            <RouterLink to={`/${city.code}`}>{city.name}</RouterLink>
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
}
