/**
 * 平台数据概览: the six key figures of the platform, computed by the server from the stored data.
 * A figure the server cannot compute yet (no decided application) shows — with a hint saying why.
 */
import {
  Box,
  Flex,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  type SystemStyleObject,
} from '@chakra-ui/react';
import {
  Building2,
  CheckCircle2,
  Clock3,
  Database,
  FileInput,
  Package,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/components/page/load-error';
import { PageContainer } from '@/components/page/page-container';
import { useAsyncData } from '@/lib/use-async-data';
import { getHomeStatistics, type HomeStatistics } from '../api/get-home-statistics';
import {
  formatApprovalRate,
  formatFigureCount,
  missingFigure,
  splitReviewTime,
} from '../format-figures';

type Figure = { key: string; icon: LucideIcon; label: string; value: string; hint: string };

function useFigures(statistics: HomeStatistics): Figure[] {
  const { t } = useTranslation();
  const review = splitReviewTime(statistics.medianReviewHours);
  const noDecision = t('contentPages.figures.noDecisionYet');
  return [
    {
      key: 'resources',
      icon: Database,
      label: t('contentPages.figures.resourceCount'),
      value: formatFigureCount(statistics.resourceCount),
      hint: t('contentPages.figures.resourceHint'),
    },
    {
      key: 'products',
      icon: Package,
      label: t('contentPages.figures.productCount'),
      value: formatFigureCount(statistics.productCount),
      hint: t('contentPages.figures.productHint'),
    },
    {
      key: 'providers',
      icon: Building2,
      label: t('contentPages.figures.providerCount'),
      value: formatFigureCount(statistics.providerCount),
      hint: t('contentPages.figures.providerHint'),
    },
    {
      key: 'applications',
      icon: FileInput,
      label: t('contentPages.figures.applicationCount'),
      value: formatFigureCount(statistics.applicationCount),
      hint: t('contentPages.figures.approvedOf', {
        value: formatFigureCount(statistics.approvedCount),
      }),
    },
    {
      key: 'approvalRate',
      icon: CheckCircle2,
      label: t('contentPages.figures.approvalRate'),
      value: formatApprovalRate(statistics.approvalRate),
      hint: statistics.approvalRate === null ? noDecision : t('contentPages.figures.approvalHint'),
    },
    {
      key: 'medianReview',
      icon: Clock3,
      label: t('contentPages.figures.medianReview'),
      value:
        review === null
          ? missingFigure
          : t(`contentPages.figures.${review.unit}`, { value: review.value }),
      hint: review === null ? noDecision : t('contentPages.figures.medianHint'),
    },
  ];
}

function FigureTile({ figure }: { figure: Figure }) {
  const Icon = figure.icon;
  return (
    <li>
      <div data-part="icon" aria-hidden="true">
        <Icon size={20} strokeWidth={1.8} />
      </div>
      <div data-part="text">
        <p data-part="label">{figure.label}</p>
        <p data-part="value" data-figure={figure.key}>
          {figure.value}
        </p>
        <p data-part="hint">{figure.hint}</p>
      </div>
    </li>
  );
}

/** The tiles and their parts, plain elements styled from the grid (components/home-section/plain-parts.ts). */
const figureGridStyles: SystemStyleObject = {
  '& > li': {
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    px: { base: '2', md: '4' },
    py: '2',
    minWidth: '0',
  },
  '@media (min-width: 62em)': {
    '& > li + li': { borderStartWidth: '1px', borderColor: 'var(--portal-colors-gray-100)' },
  },
  '& [data-part=icon]': {
    display: 'flex',
    flexShrink: 0,
    boxSize: '10',
    rounded: 'md',
    bg: 'brand.subtle',
    color: 'brand.solid',
    alignItems: 'center',
    justifyContent: 'center',
  },
  '& [data-part=text]': { minWidth: '0' },
  '& [data-part=label]': { fontSize: 'sm', color: 'gray.600' },
  '& [data-part=value]': {
    fontSize: { base: 'xl', md: '2xl' },
    fontWeight: 'bold',
    color: 'gray.900',
    lineHeight: '1.3',
    fontVariantNumeric: 'tabular-nums',
  },
  '& [data-part=hint]': { fontSize: 'xs', color: 'gray.500', mt: '0.5' },
};

function FiguresSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      columns={{ base: 2, md: 3, lg: 6 }}
      gap="4"
      role="status"
      aria-label={t('common.loading')}
      aria-busy="true"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Stack key={index} gap="2" px="4" py="2">
          <Skeleton height="4" width="60%" />
          <Skeleton height="7" width="80%" />
          <Skeleton height="3" width="70%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function KeyFigures() {
  const { t } = useTranslation();
  const statistics = useAsyncData(['GET /web/home/statistics'], getHomeStatistics);
  return (
    <Box
      as="section"
      aria-labelledby="home-figures"
      position="relative"
      mt={{ base: '0', md: '-10' }}
    >
      <PageContainer>
        <Box
          bg="white"
          rounded="lg"
          borderWidth="1px"
          borderColor="gray.200"
          boxShadow="0 10px 30px rgba(12, 61, 127, 0.10)"
          px={{ base: '3', md: '4' }}
          py={{ base: '4', md: '5' }}
        >
          <Flex
            justify="space-between"
            align="baseline"
            px={{ base: '2', md: '4' }}
            mb="3"
            gap="3"
            wrap="wrap"
          >
            <Text as="h2" id="home-figures" fontWeight="bold" color="gray.900" fontSize="md">
              {t('contentPages.figures.title')}
            </Text>
            {statistics.status === 'success' ? (
              <Text fontSize="xs" color="gray.500">
                {t('contentPages.figures.subtitle')}
              </Text>
            ) : null}
          </Flex>
          {statistics.status === 'loading' ? (
            <FiguresSkeleton />
          ) : statistics.status === 'error' ? (
            <Box px={{ base: '2', md: '4' }}>
              <LoadError message={statistics.message} onRetry={statistics.retry} />
            </Box>
          ) : (
            <FigureGrid statistics={statistics.data} />
          )}
        </Box>
      </PageContainer>
    </Box>
  );
}

function FigureGrid({ statistics }: { statistics: HomeStatistics }) {
  const figures = useFigures(statistics);
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 2, md: 3, lg: 6 }}
      gapY="3"
      css={figureGridStyles}
    >
      {figures.map((figure) => (
        <FigureTile key={figure.key} figure={figure} />
      ))}
    </SimpleGrid>
  );
}
