/**
 * 文章附件 (/workspace/content/article-attachments): content editors attach files to the published
 * 政策动态 and 运营动态 articles. The section, keyword and page are in the address like every list, and
 * so is the chosen article (`id`), whose attachment panel sits beside the list (above it on a phone).
 */
import { Box, Flex, Grid, NativeSelect, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { KeywordSearch } from '@/components/list/keyword-search';
import { PagedListStates } from '@/components/list/paged-list-states';
import { ResultListSkeleton } from '@/components/list/result-list-skeleton';
import {
  enumParam,
  textParam,
  useListSearchParams,
  type ParamCodecs,
} from '@/components/list/use-list-search-params';
import { WorkspacePage } from '@/components/page/workspace-page';
import { isRecordId } from '@/lib/is-record-id';
import { attachmentCategories, type AttachmentCategory } from '../api/list-public-articles';
import { ArticlePickList } from '../components/article-pick-list';
import { ChosenArticleAttachments } from '../components/chosen-article-attachments';
import { useArticleList } from '../hooks/use-article-list';

type Filters = { category: AttachmentCategory; keyword: string };

const codecs: ParamCodecs<Filters> = {
  category: enumParam(attachmentCategories, 'policy'),
  keyword: textParam(50),
};

export function ArticleAttachmentsPage() {
  const { t } = useTranslation();
  return (
    <WorkspacePage
      title={t('routes.contentArticleAttachments')}
      description={t('attachments.articles.lead')}
    >
      <ArticleAttachments />
    </WorkspacePage>
  );
}

function ArticleAttachments() {
  const { t } = useTranslation();
  const categoryId = useId();
  const { state, setFilters, setPage, clearFilters } = useListSearchParams(codecs);
  const [searchParams, setSearchParams] = useSearchParams();
  const chosenParam = searchParams.get('id');
  const chosenId = isRecordId(chosenParam) ? chosenParam : null;
  const list = useArticleList({
    category: state.category,
    keyword: state.keyword,
    page: state.page,
    pageSize: state.pageSize,
  });

  const choose = (id: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('id', id);
      return next;
    });

  return (
    <Stack gap="5">
      <Flex
        as="section"
        aria-label={t('attachments.articles.filters')}
        gap="3"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'center' }}
      >
        <Flex align="center" gap="2" flexShrink={0}>
          <VisuallyHidden asChild>
            <label htmlFor={categoryId}>{t('attachments.articles.category')}</label>
          </VisuallyHidden>
          <NativeSelect.Root size="lg" width={{ base: 'full', md: '40' }}>
            <NativeSelect.Field
              id={categoryId}
              bg="white"
              value={state.category}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setFilters({
                  category: attachmentCategories.find((category) => category === value) ?? 'policy',
                });
              }}
            >
              {attachmentCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`attachments.articles.categories.${category}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        <Flex flex="1" minWidth="0">
          <KeywordSearch
            label={t('attachments.articles.keyword')}
            placeholder={t('attachments.articles.keywordPlaceholder')}
            submitLabel={t('attachments.articles.search')}
            keyword={state.keyword}
            onSearch={(keyword) => setFilters({ keyword })}
          />
        </Flex>
      </Flex>

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="5">
        <Box
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          rounded="lg"
          overflow="hidden"
          alignSelf="start"
        >
          <PagedListStates
            state={list}
            skeleton={<ResultListSkeleton count={4} />}
            empty={{
              title: t('attachments.articles.emptyTitle'),
              description: t('attachments.articles.emptyText'),
            }}
            noMatch={
              state.keyword !== '' && {
                title: t('attachments.articles.noMatchTitle'),
                description: t('attachments.articles.noMatchText'),
                onClear: clearFilters,
              }
            }
            errorFrame={{ p: '4' }}
            pagination={{
              pageSize: state.pageSize,
              onChange: setPage,
              shownAbove: state.pageSize,
              frame: { px: '4', py: '3' },
            }}
          >
            {(data) => (
              <ArticlePickList
                articles={data.list}
                chosenId={chosenId}
                onChoose={(article) => choose(article.id)}
              />
            )}
          </PagedListStates>
        </Box>
        {/* On a phone the chosen article's panel comes first, above the long list. */}
        <Box minWidth="0" order={{ base: chosenId === null ? 1 : -1, lg: 1 }}>
          {chosenId === null ? (
            <Box
              bg="white"
              borderWidth="1px"
              borderColor="gray.200"
              borderStyle="dashed"
              rounded="lg"
              p="8"
              textAlign="center"
            >
              <Text fontWeight="medium" color="gray.800">
                {t('attachments.articles.chooseTitle')}
              </Text>
              <Text fontSize="sm" color="gray.600" mt="1">
                {t('attachments.articles.chooseText')}
              </Text>
            </Box>
          ) : (
            <ChosenArticleAttachments key={chosenId} id={chosenId} />
          )}
        </Box>
      </Grid>
    </Stack>
  );
}
