/**
 * Ways onward when a search has nothing to show: a few common keywords and the main sections.
 */
import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/routes';
import { defaultLanguage, i18n } from '@/i18n/i18n';
import { searchPath } from '../search-paths';

/** Keys of the suggested keywords. The catalog is in Chinese, so a link searches the Chinese word. */
const suggestedKeywords = [
  'traffic',
  'medical',
  'enterprise',
  'socialSecurity',
  'education',
  'environment',
  'weather',
  'housingFund',
] as const;

const sections = ['dataResource', 'dataProduct', 'dynamics', 'policy'] as const;

export function SearchSuggestions() {
  const { t } = useTranslation();
  return (
    <Box textAlign="start" width="full" maxWidth="xl" mx="auto" mt="2">
      <Text fontSize="sm" color="gray.600" mb="2">
        {t('contentPages.search.suggestionsTitle')}
      </Text>
      <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
        {suggestedKeywords.map((key) => (
          <li key={key}>
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
              <RouterLink
                to={searchPath(
                  i18n.getFixedT(defaultLanguage)(`contentPages.search.keywords.${key}`),
                )}
              >
                {t(`contentPages.search.keywords.${key}`)}
              </RouterLink>
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
              <RouterLink to={paths[section]}>{t(`routes.${section}`)}</RouterLink>
            </Link>
          </li>
        ))}
      </Flex>
    </Box>
  );
}
