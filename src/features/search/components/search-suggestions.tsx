/**
 * Ways onward when a search has nothing to show: a few common keywords and the main sections.
 */
import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths, routeLabels } from '@/config/routes';
import { searchPath } from '../search-paths';

const suggestedKeywords = ['交通', '医疗', '企业', '社保', '教育', '环境', '气象', '公积金'];

const sections = ['dataResource', 'dataProduct', 'dynamics', 'policy'] as const;

export function SearchSuggestions() {
  const { t } = useTranslation();
  return (
    <Box textAlign="start" width="full" maxWidth="xl" mx="auto" mt="2">
      <Text fontSize="sm" color="gray.600" mb="2">
        {t('contentPages.search.suggestionsTitle')}
      </Text>
      <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
        {suggestedKeywords.map((keyword) => (
          <li key={keyword}>
            <Link
              asChild
              display="inline-block"
              px="3"
              py="1"
              rounded="full"
              bg="brand.subtle"
              color="brand.fg"
              fontSize="sm"
              _hover={{ bg: 'brand.muted', textDecoration: 'none' }}
            >
              <RouterLink to={searchPath(keyword)}>{keyword}</RouterLink>
            </Link>
          </li>
        ))}
      </Flex>
      <Text fontSize="sm" color="gray.600" mt="5" mb="2">
        {t('contentPages.search.browse')}
      </Text>
      <Flex as="ul" listStyleType="none" gap="4" wrap="wrap">
        {sections.map((section) => (
          <li key={section}>
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to={paths[section]}>{routeLabels[section]}</RouterLink>
            </Link>
          </li>
        ))}
      </Flex>
    </Box>
  );
}
