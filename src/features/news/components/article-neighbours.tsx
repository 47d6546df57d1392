/**
 * 上一篇 / 下一篇 under an article: the newer and the older article of the same section, as the list
 * shows them, or 没有了 at either end.
 */
import { Box, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import type { ArticleDetail } from '../api/get-article';
import { articlePath } from '../article-paths';

type Neighbour = ArticleDetail['previous'];

function NeighbourLink({ label, neighbour }: { label: string; neighbour: Neighbour }) {
  const { t } = useTranslation();
  return (
    <Box minWidth="0">
      <Text as="span" color="gray.500" me="1">
        {label}：
      </Text>
      {neighbour === null ? (
        <Text as="span" color="gray.500">
          {t('contentPages.article.none')}
        </Text>
      ) : (
        <Link asChild color="brand.fg" aria-label={`${label}：${neighbour.title}`}>
          <RouterLink to={articlePath(neighbour.id)}>{neighbour.title}</RouterLink>
        </Link>
      )}
    </Box>
  );
}

export function ArticleNeighbours({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      as="nav"
      aria-label={t('contentPages.article.neighbours')}
      columns={{ base: 1, md: 2 }}
      gap="3"
      mt="10"
      pt="6"
      borderTopWidth="1px"
      borderColor="gray.200"
      fontSize="sm"
    >
      <NeighbourLink label={t('contentPages.article.previous')} neighbour={article.previous} />
      <Box textAlign={{ base: 'start', md: 'end' }}>
        <NeighbourLink label={t('contentPages.article.next')} neighbour={article.next} />
      </Box>
    </SimpleGrid>
  );
}
