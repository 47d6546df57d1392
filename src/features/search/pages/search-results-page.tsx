/**
 * 搜索结果: results for the `keyword` query parameter across data resources, data products and
 * articles, a tab per kind with its count, the matches highlighted, paged; the keyword, kind and page
 * live in the URL. Without a keyword the page asks for one; with no hits it suggests ways onward.
 */
import { Box, Button, EmptyState, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SearchX, Search } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { PagedListStates } from '@/components/list/paged-list-states';
import { useListSearchParams, type ListState } from '@/components/list/use-list-search-params';
import { SearchForm } from '@/components/layout/search-form';
import { TextWithStrong } from '@/components/ui/text-with-strong';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import { followInApp } from '@/lib/follow-in-app';

import { useSearchResults } from '../api/use-search-results';
import type { SearchKind } from '../api/search-site';
import { SearchHitItem } from '../components/search-hit-item';
import { SearchSuggestions } from '../components/search-suggestions';
import { SearchTabs } from '../components/search-tabs';
import { searchCodecs } from '../search-params';

function totalOf(counts: { resource: number; product: number; article: number }): number {
  return counts.resource + counts.product + counts.article;
}

type SearchState = ListState<{ keyword: string; kind: SearchKind | '' }>;

export function SearchResultsPage() {
  const { t } = useTranslation();
  const { state, setFilters, setPage, hrefs } = useListSearchParams(searchCodecs);
  return (
    <>
      <PageHeader
        title={t('routes.search')}
        description={
          state.keyword === ''
            ? undefined
            : t('contentPages.search.resultsFor', { keyword: state.keyword })
        }
      />
      <PageContainer py={{ base: '6', md: '8' }}>
        <Stack gap="5">
          <Box maxWidth="760px">
            <SearchForm
              key={state.keyword}
              size="compact"
              label={t('contentPages.search.formLabel')}
              placeholder={t('contentPages.search.placeholder')}
              submitLabel={t('contentPages.search.submit')}
              initialKeyword={state.keyword}
            />
          </Box>
          {state.keyword === '' ? (
            <NoKeyword />
          ) : (
            <SearchResults
              state={state}
              onKind={(kind) => setFilters({ kind })}
              onPage={setPage}
              hrefs={{
                kind: (kind) => hrefs.filters({ kind }),
                page: (page) => hrefs.page(page),
              }}
            />
          )}
        </Stack>
      </PageContainer>
    </>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      px={{ base: '4', md: '6' }}
      py="3"
    >
      {children}
    </Box>
  );
}

function NoKeyword() {
  const { t } = useTranslation();
  return (
    <Panel>
      <EmptyState.Root size="md" py="10">
        <EmptyState.Content>
          <EmptyState.Indicator color="brand.300">
            <Search />
          </EmptyState.Indicator>
          <EmptyState.Title as="h2" fontSize="lg">
            {t('contentPages.search.emptyKeywordTitle')}
          </EmptyState.Title>
          <EmptyState.Description>
            {t('contentPages.search.emptyKeywordText')}
          </EmptyState.Description>
          <SearchSuggestions />
        </EmptyState.Content>
      </EmptyState.Root>
    </Panel>
  );
}

function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack
      gap="6"
      py="5"
      role="status"
      aria-label={t('contentPages.search.loading')}
      aria-busy="true"
    >
      {Array.from({ length: 4 }, (_, index) => (
        <Stack key={index} gap="2">
          <Skeleton height="5" width="55%" />
          <Skeleton height="4" />
          <Skeleton height="3" width="25%" />
        </Stack>
      ))}
    </Stack>
  );
}

type NoResultsProps = {
  keyword: string;
  kind: SearchKind | '';
  /** Other kinds have hits: offer to show them. */
  elsewhere: boolean;
  onKind: (kind: SearchKind | '') => void;
  /** Where 查看全部结果 leads. */
  allHref: string;
};

function NoResults({ keyword, kind, elsewhere, onKind, allHref }: NoResultsProps) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root size="md" py="10">
      <EmptyState.Content>
        <EmptyState.Indicator color="gray.300">
          <SearchX />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2" fontSize="lg">
          {kind === ''
            ? t('contentPages.search.noResultsTitle', { keyword })
            : t('contentPages.search.noResultsInKind', {
                keyword,
                kind: t(`contentPages.search.kinds.${kind}`),
              })}
        </EmptyState.Title>
        <EmptyState.Description maxWidth="xl" textAlign="center">
          {t('contentPages.search.noResultsTips')}
        </EmptyState.Description>
        {elsewhere ? (
          <Button asChild variant="outline" colorPalette="brand" size="sm">
            <a href={allHref} role="button" onClick={followInApp(() => onKind(''))}>
              {t('contentPages.search.otherKinds')}
            </a>
          </Button>
        ) : null}
        <SearchSuggestions />
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

type SearchResultsProps = {
  state: SearchState;
  onKind: (kind: SearchKind | '') => void;
  onPage: (page: number, pageSize?: number) => void;
  hrefs: { kind: (kind: SearchKind | '') => string; page: (page: number) => string };
};

function SearchResults({ state, onKind, onPage, hrefs }: SearchResultsProps) {
  const { t } = useTranslation();
  const results = useSearchResults({
    keyword: state.keyword,
    kind: state.kind === '' ? undefined : state.kind,
    page: state.page,
    pageSize: state.pageSize,
  });
  const counts = results.status === 'success' ? results.data.counts : null;
  const elsewhere =
    state.kind !== '' &&
    results.status === 'success' &&
    results.data.total < totalOf(results.data.counts);

  return (
    <Panel>
      <SearchTabs kind={state.kind} counts={counts} onChange={onKind} hrefFor={hrefs.kind}>
        <PagedListStates
          state={results}
          skeleton={<ResultsSkeleton />}
          errorFrame={{ py: '5' }}
          empty={{
            view: (
              <NoResults
                keyword={state.keyword}
                kind={state.kind}
                elsewhere={elsewhere}
                onKind={onKind}
                allHref={hrefs.kind('')}
              />
            ),
          }}
          pagination={{
            page: state.page,
            pageSize: state.pageSize,
            onChange: onPage,
            hrefFor: hrefs.page,
            frame: { pb: '3', borderTopWidth: '1px', borderColor: 'gray.100' },
          }}
        >
          {(data) => (
            <>
              <Text fontSize="sm" color="gray.600" pt="4">
                <TextWithStrong
                  text={t('list.totalResults', { count: data.total })}
                  strong={<Text as="strong" color="brand.fg" />}
                />
              </Text>
              <Stack
                as="ul"
                listStyleType="none"
                gap="0"
                aria-label={t('contentPages.search.resultsLabel')}
              >
                {data.list.map((hit) => (
                  <SearchHitItem key={`${hit.kind}-${hit.id}`} hit={hit} />
                ))}
              </Stack>
            </>
          )}
        </PagedListStates>
      </SearchTabs>
    </Panel>
  );
}
