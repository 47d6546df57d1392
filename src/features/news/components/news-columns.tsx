/**
 * 资讯动态 on the home page: the latest 运营动态, 政策动态 and 通知公告 side by side, each column
 * loading on its own so one failing column does not empty the others.
 */
import {
  Box,
  Flex,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { ListSkeleton } from '@/components/home-section/list-skeleton';
import { MoreLink } from '@/components/home-section/more-link';
import { SectionHeading } from '@/components/home-section/section-heading';
import { SectionPanel } from '@/components/home-section/section-panel';
import { rowLinkStyles } from '@/components/ui/plain-parts';
import { ListStates } from '@/components/list/list-states';
import { PageContainer } from '@/components/page/page-container';
import { formatPublishDate } from '@/lib/format-publish-date';
import { useAsyncData } from '@/lib/use-async-data';
import { listArticles, type ArticleCategory } from '../api/list-articles';
import { articleListPath, articlePath } from '../article-paths';

const LATEST_COUNT = 5;

const columns: ArticleCategory[] = ['operation', 'policy', 'notice'];

/** The rows and their parts, plain elements styled from the list (plain-parts.ts). */
const articleListStyles: SystemStyleObject = {
  '& > li': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '3',
    py: '2.5',
    borderBottomWidth: '1px',
    borderBottomStyle: 'dashed',
    borderColor: 'gray.200',
    _last: { borderBottomWidth: 0 },
  },
  '& > li > a': { ...rowLinkStyles, color: 'gray.800' },
  '& > li > span': {
    flexShrink: 0,
    fontSize: 'sm',
    color: 'gray.500',
    fontVariantNumeric: 'tabular-nums',
  },
};

function NewsColumn({ category }: { category: ArticleCategory }) {
  const { t } = useTranslation();
  const section = t(`contentPages.news.categories.${category}`);
  const headingId = `home-news-${category}`;
  const load = useCallback(
    () => listArticles({ category, page: 1, pageSize: LATEST_COUNT }),
    [category],
  );
  const articles = useAsyncData(
    ['POST /web/article/list', { category, page: 1, pageSize: LATEST_COUNT }],
    load,
  );

  return (
    <SectionPanel
      as="section"
      aria-labelledby={headingId}
      borderTopWidth="3px"
      borderTopColor="brand.solid"
    >
      <Flex justify="space-between" align="center" mb="2">
        <Heading as="h3" id={headingId} fontSize="lg" color="gray.900">
          {section}
        </Heading>
        <MoreLink to={articleListPath(category)} label={t('contentPages.newsBlock.more')} />
      </Flex>
      <ListStates
        state={articles}
        skeleton={
          <Box pt="2">
            <ListSkeleton rows={LATEST_COUNT} />
          </Box>
        }
        empty={{
          view: (
            <Text color="gray.500" py="8" textAlign="center">
              {t('contentPages.newsBlock.empty')}
            </Text>
          ),
        }}
      >
        {(data) => (
          <Stack as="ul" listStyleType="none" gap="0" css={articleListStyles}>
            {data.list.map((article) => (
              <li key={article.id}>
                <RouterLink to={articlePath(article.id)} title={article.title}>
                  {article.title}
                </RouterLink>
                <span>
                  <time dateTime={article.publishedAt}>
                    {formatPublishDate(article.publishedAt)}
                  </time>
                </span>
              </li>
            ))}
          </Stack>
        )}
      </ListStates>
    </SectionPanel>
  );
}

export function NewsColumns() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="home-news" py={{ base: '8', md: '10' }}>
      <PageContainer>
        <SectionHeading
          id="home-news"
          title={t('contentPages.newsBlock.title')}
          subtitle={t('contentPages.newsBlock.subtitle')}
        />
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '4', md: '5' }}>
          {columns.map((category) => (
            <NewsColumn key={category} category={category} />
          ))}
        </SimpleGrid>
      </PageContainer>
    </Box>
  );
}
