/**
 * The results part of an article list: a skeleton while loading, the error with 重试, an empty state
 * (offering to clear the filters when some are set), or the articles with the pager.
 */
import { Box, Button, EmptyState, Skeleton, Stack } from '@chakra-ui/react';
import { FileSearch } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { PagedListStates } from '@/components/list/paged-list-states';
import { followInApp } from '@/lib/follow-in-app';
import { useArticlePage, type ArticlePageQuery } from '../api/use-article-page';
import { ArticleListItem } from './article-list-item';

type ArticleResultsProps = {
  query: ArticlePageQuery;
  label: string;
  filtered: boolean;
  onPage: (page: number, pageSize: number) => void;
  onClearFilters: () => void;
  /** Where each page and 清除筛选条件 lead, for the links that go there. */
  hrefs: { page: (page: number) => string; clear: string };
};

function ResultsSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <Stack gap="0" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: Math.min(rows, 6) }, (_, index) => (
        <Stack
          key={index}
          direction="row"
          gap="6"
          py="5"
          borderBottomWidth="1px"
          borderColor="gray.100"
        >
          <Skeleton boxSize="20" flexShrink={0} />
          <Stack flex="1" gap="2.5">
            <Skeleton height="5" width="70%" />
            <Skeleton height="4" />
            <Skeleton height="3" width="40%" />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

function NoArticles({
  filtered,
  onClearFilters,
  clearHref,
}: {
  filtered: boolean;
  onClearFilters: () => void;
  clearHref: string;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root size="md" py="12">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.300">
          <FileSearch />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2" fontSize="md">
          {t('contentPages.news.empty')}
        </EmptyState.Title>
        {filtered ? (
          <>
            <EmptyState.Description>{t('contentPages.news.emptyFiltered')}</EmptyState.Description>
            <Button asChild variant="outline" colorPalette="brand" size="sm">
              <a href={clearHref} role="button" onClick={followInApp(onClearFilters)}>
                {t('contentPages.news.clearFilters')}
              </a>
            </Button>
          </>
        ) : null}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function ArticleResults({
  query,
  label,
  filtered,
  onPage,
  onClearFilters,
  hrefs,
}: ArticleResultsProps) {
  const { t } = useTranslation();
  const articles = useArticlePage(query);

  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      px={{ base: '4', md: '6' }}
      py="2"
    >
      <PagedListStates
        state={articles}
        skeleton={
          <ResultsSkeleton rows={query.pageSize} label={t('contentPages.news.loadingList')} />
        }
        errorFrame={{ py: '4' }}
        empty={{
          view: (
            <NoArticles
              filtered={filtered}
              onClearFilters={onClearFilters}
              clearHref={hrefs.clear}
            />
          ),
        }}
        pagination={{
          page: query.page,
          pageSize: query.pageSize,
          onChange: onPage,
          hrefFor: hrefs.page,
          frame: { pb: '4', borderTopWidth: '1px', borderColor: 'gray.100' },
        }}
      >
        {(data) => (
          <Stack as="ul" listStyleType="none" gap="0" aria-label={label}>
            {data.list.map((article) => (
              <ArticleListItem key={article.id} article={article} />
            ))}
          </Stack>
        )}
      </PagedListStates>
    </Box>
  );
}
