/**
 * 数据专区 on the home page: the domains as cards with their summary, how many units have entered
 * and whether applications are accepted, each leading to 专区合集.
 */
import { Badge, Box, SimpleGrid, Text, type SystemStyleObject } from '@chakra-ui/react';
import { Layers } from 'lucide-react';
import type { TextFunction } from '@/i18n/text-key';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { ListStates } from '@/components/list/list-states';
import { PageContainer } from '@/components/page/page-container';
import { paths, withQuery } from '@/config/routes';
import { listDomains, type DomainSummary } from '@/api/domains/list-domains';
import { useAsyncData } from '@/lib/use-async-data';
import { ListSkeleton } from '@/components/home-section/list-skeleton';
import { MoreLink } from '@/components/home-section/more-link';
import { SectionHeading } from '@/components/home-section/section-heading';
import { headingStyles, overlayLinkStyles } from '@/components/ui/plain-parts';

const DOMAIN_COUNT = 8;

const loadDomains = () => listDomains({ page: 1, pageSize: DOMAIN_COUNT });

/** A card and its parts, plain elements styled from the card (plain-parts.ts). */
const domainCardStyles: SystemStyleObject = {
  position: 'relative',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.200',
  rounded: 'lg',
  p: '5',
  transition: 'border-color 0.2s, box-shadow 0.2s',
  _hover: { borderColor: 'brand.300', boxShadow: '0 8px 24px rgba(4, 106, 243, 0.10)' },
  _motionReduce: { transition: 'none' },
  '& [data-part=title]': { display: 'flex', gap: '3', alignItems: 'center', mb: '2' },
  '& [data-part=icon]': {
    display: 'flex',
    boxSize: '9',
    flexShrink: 0,
    rounded: 'md',
    bg: 'brand.subtle',
    color: 'brand.solid',
    alignItems: 'center',
    justifyContent: 'center',
  },
  '& h3': { ...headingStyles('md'), color: 'gray.900', flex: '1', minWidth: '0' },
  '& h3 a': overlayLinkStyles,
  '& [data-part=summary]': { fontSize: 'sm', color: 'gray.600', lineClamp: 2, minHeight: '2lh' },
  '& [data-part=footer]': {
    display: 'flex',
    mt: '3',
    justifyContent: 'space-between',
    alignItems: 'center',
    fontSize: 'xs',
    color: 'gray.500',
  },
};

/** `t` is the list's: a section draws several cards, and each one's own useTranslation costs more than the card. */
function DomainCard({ domain, t }: { domain: DomainSummary; t: TextFunction }) {
  return (
    <Box as="li" css={domainCardStyles}>
      <div data-part="title">
        <div data-part="icon" aria-hidden="true">
          <Layers size={18} />
        </div>
        <h3>
          <RouterLink to={withQuery(paths.applyList, { domain: domain.code })}>
            {domain.name}
          </RouterLink>
        </h3>
      </div>
      <p data-part="summary">{domain.summary}</p>
      <div data-part="footer">
        <p>{t('contentPages.domainsBlock.entered', { count: domain.enteredCount })}</p>
        <Badge variant="subtle" colorPalette={domain.acceptingApplications ? 'green' : 'gray'}>
          {domain.acceptingApplications
            ? t('contentPages.domainsBlock.accepting')
            : t('contentPages.domainsBlock.paused')}
        </Badge>
      </div>
    </Box>
  );
}

export function DomainsSection() {
  const { t } = useTranslation();
  const domains = useAsyncData(
    ['POST /web/domain/list', { page: 1, pageSize: DOMAIN_COUNT }],
    loadDomains,
  );
  return (
    <Box as="section" aria-labelledby="home-domains" pb={{ base: '8', md: '10' }}>
      <PageContainer>
        <SectionHeading
          id="home-domains"
          title={t('contentPages.domainsBlock.title')}
          subtitle={t('contentPages.domainsBlock.subtitle')}
          action={<MoreLink to={paths.applyList} label={t('contentPages.domainsBlock.more')} />}
        />
        <ListStates
          state={domains}
          skeleton={
            <Box bg="white" rounded="lg" borderWidth="1px" borderColor="gray.200" p="5">
              <ListSkeleton rows={3} rowHeight="10" />
            </Box>
          }
          empty={{
            view: (
              <Text color="gray.500" py="8" textAlign="center">
                {t('contentPages.domainsBlock.empty')}
              </Text>
            ),
          }}
        >
          {(data) => (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              {data.list.map((domain) => (
                <DomainCard key={domain.id} domain={domain} t={t} />
              ))}
            </SimpleGrid>
          )}
        </ListStates>
      </PageContainer>
    </Box>
  );
}
