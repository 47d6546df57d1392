/**
 * 公告详情: one article (运营动态, 政策动态 or 公告) chosen by the `id` query parameter — its title,
 * source and date, the body through the sanitising RichText, its 附件 as plain download links, the
 * previous and next articles, and the way back to its list. An unknown or malformed id ends at /404.
 */
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AttachmentLinks } from '@/components/attachments/attachment-links';
import { ArticleCard } from '@/components/page/article-card';
import { ArticleHeader } from '@/components/page/article-header';
import { LoadError } from '@/components/page/load-error';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import { recordIdParam } from '@/components/page/record-id-param';
import { RecordMissing } from '@/components/page/record-missing';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { RichText } from '@/components/rich-text/rich-text';
import { formatPublishDate } from '@/lib/format-publish-date';
import { isRecordId } from '@/lib/is-record-id';
import type { ArticleDetail } from '../api/get-article';
import { useArticle } from '../api/use-article';
import { articleListPath } from '../article-paths';
import { ArticleNeighbours } from '../components/article-neighbours';

export function DynamicsDetailPage() {
  const [searchParams] = useSearchParams();
  const id = recordIdParam.parse(searchParams.get('id'));
  if (!isRecordId(id)) return <RecordMissing />;
  return <ArticleView id={id} />;
}

function ArticleView({ id }: { id: string }) {
  const { t } = useTranslation();
  const article = useArticle(id);

  if (article.status === 'success' && !article.data.found) return <RecordMissing />;

  return (
    <>
      <PageHeader title={t('routes.dynamicsDetail')} />
      <PageContainer py={{ base: '6', md: '10' }}>
        {article.status === 'loading' ? (
          <ArticleCard>
            <Box aria-label={t('contentPages.article.loading')}>
              <TextSkeleton lines={12} />
            </Box>
          </ArticleCard>
        ) : article.status === 'error' ? (
          <Box maxWidth="960px" mx="auto">
            <LoadError message={article.message} onRetry={article.retry} />
          </Box>
        ) : article.data.found ? (
          <ArticleCard>
            <ArticleBody article={article.data.article} />
          </ArticleCard>
        ) : null}
      </PageContainer>
    </>
  );
}

function ArticleBody({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const section = t(`contentPages.news.categories.${article.category}`);
  return (
    <>
      <Box as="article">
        <ArticleHeader title={article.title} eyebrow={section}>
          <Flex mt="3" gap="6" justify="center" wrap="wrap" fontSize="sm" color="gray.500">
            <Text>
              {t('contentPages.article.source')}：{article.source}
            </Text>
            <Text>
              {t('contentPages.article.publishedAt')}：
              <time dateTime={article.publishedAt}>{formatPublishDate(article.publishedAt)}</time>
            </Text>
          </Flex>
        </ArticleHeader>
        <RichText html={article.content} />
        <AttachmentLinks attachments={article.attachments} />
      </Box>
      <ArticleNeighbours article={article} />
      <Flex mt="8" justify="center">
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={articleListPath(article.category)}>
            <ArrowLeft aria-hidden="true" />
            {t('contentPages.article.backToList', { section })}
          </RouterLink>
        </Button>
      </Flex>
    </>
  );
}
