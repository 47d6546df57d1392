/**
 * One article in a list: its date as a tile, the title as a link to the detail page, the summary
 * and the publishing unit.
 */
import { Box, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { formatPublishDate } from '@/lib/format-publish-date';
import type { ArticleSummary } from '../api/list-articles';
import { articlePath } from '../article-paths';

export function ArticleListItem({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation();
  const date = formatPublishDate(article.publishedAt);
  const [year = '', month = '', day = ''] = date.split('-');
  return (
    <Flex
      as="li"
      gap={{ base: '4', md: '6' }}
      py="5"
      borderBottomWidth="1px"
      borderColor="gray.100"
      _last={{ borderBottomWidth: 0 }}
    >
      <Flex
        direction="column"
        align="center"
        justify="center"
        flexShrink={0}
        width={{ base: '16', md: '20' }}
        height={{ base: '16', md: '20' }}
        rounded="md"
        bg="brand.subtle"
        color="brand.fg"
        aria-hidden="true"
      >
        <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" lineHeight="1.1">
          {day}
        </Text>
        <Text fontSize="xs">{`${year}-${month}`}</Text>
      </Flex>
      <Box flex="1" minWidth="0">
        <Heading as="h3" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" lineHeight="1.5">
          <Link asChild color="gray.900" _hover={{ color: 'brand.fg', textDecoration: 'none' }}>
            <RouterLink to={articlePath(article.id)}>{article.title}</RouterLink>
          </Link>
        </Heading>
        <Text mt="1.5" color="gray.600" fontSize="sm" lineHeight="1.8" lineClamp={2}>
          {article.summary}
        </Text>
        <Flex mt="2" gap="5" fontSize="xs" color="gray.500" wrap="wrap">
          <Text>{t('contentPages.news.source', { source: article.source })}</Text>
          <Text>
            <time dateTime={article.publishedAt}>
              {t('contentPages.news.publishedAt', { date })}
            </time>
          </Text>
        </Flex>
      </Box>
    </Flex>
  );
}
