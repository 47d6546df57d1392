/**
 * 平台公告 on the home page: the `homeNotice` entry of the content wall, with its date. Loading shows
 * a skeleton, a missing notice says so, and a failed load offers 重试.
 */
import { Box, Heading, Text } from '@chakra-ui/react';
import { Megaphone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PairedSection } from '@/components/home-section/paired-section';
import { LoadError } from '@/components/page/load-error';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { formatPublishDate } from '@/lib/format-publish-date';
import { whenNearScreen } from '@/lib/when-near-screen';
import { useContentWallEntry } from '../api/use-content-wall-entry';

/** The notice's section; its sanitiser is fetched once the section comes near the screen. */
const sectionId = 'home-notice';

/**
 * The sanitiser comes with the notice's text, and only once the notice, far down the front page,
 * comes near the screen: a page the server drew shows the notice's text meanwhile, and its links work.
 */
const RichText = lazy(() =>
  whenNearScreen(sectionId)
    .then(() => import('@/components/rich-text/rich-text'))
    .then((module) => ({ default: module.RichText })),
);

export function HomeNotice() {
  const { t } = useTranslation();
  const notice = useContentWallEntry('homeNotice');

  return (
    <PairedSection id={sectionId} title={t('contentPages.home.noticeTitle')}>
      <Box
        flex="1"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        borderTopWidth="3px"
        borderTopColor="brand.solid"
        rounded="lg"
        p={{ base: '5', md: '7' }}
      >
        {notice.status === 'loading' ? (
          <TextSkeleton lines={4} />
        ) : notice.status === 'error' ? (
          <LoadError message={notice.message} onRetry={notice.retry} />
        ) : notice.data === null ? (
          <Box textAlign="center" py="8" color="gray.500">
            <Box display="inline-flex" color="gray.300" mb="2" aria-hidden="true">
              <Megaphone size={32} />
            </Box>
            <Text>{t('contentPages.home.noticeEmpty')}</Text>
          </Box>
        ) : (
          <Box as="article">
            <Heading
              as="h3"
              fontSize="lg"
              color="gray.900"
              display="flex"
              gap="2"
              alignItems="center"
            >
              <Box as="span" color="brand.solid" display="inline-flex" aria-hidden="true">
                <Megaphone size={20} />
              </Box>
              {notice.data.title}
            </Heading>
            <Text mt="1" fontSize="sm" color="gray.500">
              <time dateTime={notice.data.updatedAt}>
                {t('common.updatedAt', {
                  date: formatPublishDate(notice.data.updatedAt),
                })}
              </time>
            </Text>
            <Box mt="3" fontSize="md" css={{ '& .portal-rich-text': { fontSize: 'md' } }}>
              <Suspense fallback={<TextSkeleton lines={3} />}>
                <RichText html={notice.data.content} />
              </Suspense>
            </Box>
          </Box>
        )}
      </Box>
    </PairedSection>
  );
}
