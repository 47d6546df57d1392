/** One search result: its kind, the highlighted title linking to the detail, the snippet, the date. */
import { Badge, Box, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { formatPublishDate } from '@/lib/format-publish-date';
import type { SearchHit, SearchKind } from '../api/search-site';
import { searchHitPath } from '../search-paths';
import { HighlightedText } from './highlighted-text';

const kindPalette: Record<SearchKind, string> = {
  resource: 'blue',
  product: 'teal',
  article: 'purple',
};

export function SearchHitItem({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  return (
    <Box
      as="li"
      py="5"
      borderBottomWidth="1px"
      borderColor="gray.100"
      _last={{ borderBottomWidth: 0 }}
    >
      <Flex gap="3" align="center">
        <Badge flexShrink={0} variant="subtle" colorPalette={kindPalette[hit.kind]}>
          {t(`contentPages.search.kinds.${hit.kind}`)}
        </Badge>
        <Heading as="h3" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" minWidth="0">
          <Link asChild display="inline" color="brand.fg" _hover={{ textDecoration: 'underline' }}>
            <RouterLink to={searchHitPath(hit.kind, hit.id)}>
              <HighlightedText segments={hit.title} />
            </RouterLink>
          </Link>
        </Heading>
      </Flex>
      {hit.snippet.length > 0 ? (
        <Text mt="2" fontSize="sm" color="gray.600" lineHeight="1.8" lineClamp={3}>
          <HighlightedText segments={hit.snippet} />
        </Text>
      ) : null}
      <Text mt="1.5" fontSize="xs" color="gray.500">
        <time dateTime={hit.updatedAt}>
          {t('contentPages.search.updatedAt', { date: formatPublishDate(hit.updatedAt) })}
        </time>
      </Text>
    </Box>
  );
}
