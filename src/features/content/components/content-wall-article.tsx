/**
 * A page made of one content-wall entry (about, privacy): the page header with its route label,
 * then the entry's title, its 更新于 date and the rich text — with loading, empty and error states.
 */
import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/page/load-error';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import { PendingContent } from '@/components/page/pending-content';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { RichText } from '@/components/rich-text/rich-text';
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
              <Box textAlign="center" pb="6" mb="8" borderBottomWidth="1px" borderColor="gray.200">
                <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} color="gray.900">
                  {entry.data.title}
                </Heading>
                <Text mt="3" fontSize="sm" color="gray.500">
                  <time dateTime={entry.data.updatedAt}>
                    {t('common.updatedAt', {
                      date: new Intl.DateTimeFormat(i18n.language, {
                        year: 'numeric',
                        month: 'long',
                        day: 'numeric',
                        timeZone: 'Asia/Shanghai',
                      }).format(new Date(entry.data.updatedAt)),
                    })}
                  </time>
                </Text>
              </Box>
              <RichText html={entry.data.content} />
            </Box>
          </ArticleCard>
        )}
      </PageContainer>
    </>
  );
}

function ArticleCard({ children }: { children: ReactNode }) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      px={{ base: '5', md: '14' }}
      py={{ base: '6', md: '10' }}
      maxWidth="960px"
      mx="auto"
    >
      {children}
    </Box>
  );
}
