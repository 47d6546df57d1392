/**
 * The home page's service entrances: one card per public section, each with an icon and a line
 * saying what it offers. Each card is a single link.
 */
import { Box, Flex, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import {
  ChevronRight,
  Database,
  Info,
  LayoutGrid,
  Newspaper,
  Package,
  ScrollText,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '@/components/page/page-container';
import { paths } from '@/config/routes';
import { SectionHeading } from '@/components/home-section/section-heading';

type ServiceKey = 'dataResource' | 'dataProduct' | 'applyList' | 'dynamics' | 'policy' | 'about';

const services: { key: ServiceKey; icon: LucideIcon }[] = [
  { key: 'dataResource', icon: Database },
  { key: 'dataProduct', icon: Package },
  { key: 'applyList', icon: LayoutGrid },
  { key: 'dynamics', icon: Newspaper },
  { key: 'policy', icon: ScrollText },
  { key: 'about', icon: Info },
];

export function ServiceEntrances() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="home-services" py={{ base: '8', md: '12' }}>
      <PageContainer>
        <SectionHeading
          id="home-services"
          title={t('contentPages.home.servicesTitle')}
          subtitle={t('contentPages.home.servicesSubtitle')}
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '3', md: '5' }}>
          {services.map(({ key, icon: Icon }) => (
            <LinkBox
              as="article"
              key={key}
              bg="white"
              borderWidth="1px"
              borderColor="gray.200"
              rounded="lg"
              p={{ base: '4', md: '6' }}
              transition="box-shadow 0.2s, border-color 0.2s, transform 0.2s"
              _hover={{
                borderColor: 'brand.300',
                boxShadow: '0 8px 24px rgba(4, 106, 243, 0.12)',
                transform: 'translateY(-2px)',
              }}
              _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
              css={{
                '&:has(:focus-visible)': {
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '2px',
                },
              }}
            >
              <Flex gap="4" align="flex-start">
                <Flex
                  flexShrink={0}
                  align="center"
                  justify="center"
                  boxSize={{ base: '11', md: '12' }}
                  rounded="lg"
                  bg="brand.subtle"
                  color="brand.solid"
                >
                  <Icon aria-hidden="true" size={24} strokeWidth={1.8} />
                </Flex>
                <Box flex="1" minWidth="0">
                  <Heading as="h3" fontSize="lg" color="gray.900">
                    <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
                      <RouterLink to={paths[key]}>{t(`routes.${key}`)}</RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Text mt="1.5" fontSize="sm" color="gray.600" lineHeight="1.7">
                    {t(`contentPages.home.services.${key}`)}
                  </Text>
                </Box>
                <Box color="gray.400" alignSelf="center" aria-hidden="true">
                  <ChevronRight size={20} />
                </Box>
              </Flex>
            </LinkBox>
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
