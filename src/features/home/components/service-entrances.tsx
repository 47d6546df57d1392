/**
 * The home page's service entrances: one card per public section, each with an icon and a line
 * saying what it offers. Each card is a single link.
 */
import { Box, SimpleGrid, type SystemStyleObject } from '@chakra-ui/react';
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
import { headingStyles, overlayLinkStyles } from '@/components/ui/plain-parts';

type ServiceKey = 'dataResource' | 'dataProduct' | 'applyList' | 'dynamics' | 'policy' | 'about';

const services: { key: ServiceKey; icon: LucideIcon }[] = [
  { key: 'dataResource', icon: Database },
  { key: 'dataProduct', icon: Package },
  { key: 'applyList', icon: LayoutGrid },
  { key: 'dynamics', icon: Newspaper },
  { key: 'policy', icon: ScrollText },
  { key: 'about', icon: Info },
];

/** A card and its parts, plain elements styled from the card (plain-parts.ts). */
const serviceCardStyles: SystemStyleObject = {
  position: 'relative',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.200',
  rounded: 'lg',
  p: { base: '4', md: '6' },
  transition: 'box-shadow 0.2s, border-color 0.2s, transform 0.2s',
  _hover: {
    borderColor: 'brand.300',
    boxShadow: '0 8px 24px rgba(4, 106, 243, 0.12)',
    transform: 'translateY(-2px)',
  },
  _motionReduce: { transition: 'none', _hover: { transform: 'none' } },
  '&:has(:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'brand.focusRing',
    outlineOffset: '2px',
  },
  '& [data-part=row]': { display: 'flex', gap: '4', alignItems: 'flex-start' },
  '& [data-part=icon]': {
    display: 'flex',
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: { base: '11', md: '12' },
    rounded: 'lg',
    bg: 'brand.subtle',
    color: 'brand.solid',
  },
  '& [data-part=text]': { flex: '1', minWidth: '0' },
  '& h3': { ...headingStyles('lg'), color: 'gray.900' },
  '& h3 a': { ...overlayLinkStyles, _focusVisible: { outline: 'none' } },
  '& p': { mt: '1.5', fontSize: 'sm', color: 'gray.600', lineHeight: '1.7' },
  '& [data-part=chevron]': { color: 'gray.400', alignSelf: 'center' },
};

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
            <Box as="article" key={key} css={serviceCardStyles}>
              <div data-part="row">
                <div data-part="icon">
                  <Icon aria-hidden="true" size={24} strokeWidth={1.8} />
                </div>
                <div data-part="text">
                  <h3>
                    <RouterLink to={paths[key]}>{t(`routes.${key}`)}</RouterLink>
                  </h3>
                  <p>{t(`contentPages.home.services.${key}`)}</p>
                </div>
                <div data-part="chevron" aria-hidden="true">
                  <ChevronRight size={20} />
                </div>
              </div>
            </Box>
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
