/**
 * A page made of one content-wall entry (about, privacy): the page header with its route label,
 * then the entry's title, its 更新于 date and the rich text — with loading, empty and error states.
 */
import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { ArticleCard } from '@/components/page/article-card';
import { ArticleHeader } from '@/components/page/article-header';
import { LoadError } from '@/components/page/load-error';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import { PendingContent } from '@/components/page/pending-content';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { RichText } from '@/components/rich-text/rich-text';
import { longDateText } from '@/lib/beijing-date-text';
import type { ContentWallKey } from '../api/get-content-wall';
import { useContentWallEntry } from '../api/use-content-wall-entry';

type ContentWallArticleProps = { entryKey: ContentWallKey; title: string; emptyText: string };

export function ContentWallArticle({ entryKey, title, emptyText }: ContentWallArticleProps) {
  const { t, i18n } = useTranslation();
  const entry = useContentWallEntry(entryKey);

  return (
    <>
      <PageHeader title={title} />
      <PageContainer py={{ base: '6', md: '10' }}>
        {entry.status === 'loading' ? (
          <ArticleCard>
            <TextSkeleton lines={10} />
          </ArticleCard>
        ) : entry.status === 'error' ? (
          <LoadError message={entry.message} onRetry={entry.retry} />
        ) : entry.data === null ? (
          <PendingContent title={t('common.empty')} description={emptyText} />
        ) : (
          <ArticleCard>
            <Box as="article">
              <ArticleHeader title={entry.data.title}>
                <Text mt="3" fontSize="sm" color="gray.500">
                  <time dateTime={entry.data.updatedAt}>
                    {t('common.updatedAt', {
                      date: longDateText(new Date(entry.data.updatedAt), i18n.language),
                    })}
                  </time>
                </Text>
              </ArticleHeader>
              <RichText html={entry.data.content} />
            </Box>
          </ArticleCard>
        )}
      </PageContainer>
    </>
  );
}
