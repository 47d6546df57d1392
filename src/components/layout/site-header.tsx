/**
 * The public header of the portal: the government strip, the logo, the site search, the account
 * corner and the main navigation.
 */
import { Box, Flex } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { GovernmentStrip } from './government-strip';
import { headerKeywordParam } from './header-keyword-param';
import { LoginEntry } from './login-entry';
import { MainNavigation } from './main-navigation';
import { PlatformLogo } from './platform-logo';
import { SearchForm } from './search-form';

export function SiteHeader() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const keyword = headerKeywordParam.parse(searchParams.get('keyword'));
  return (
    <Box as="header" bg="white" boxShadow="0 1px 0 rgba(15, 23, 42, 0.06)">
      <GovernmentStrip />
      <Flex
        maxWidth="1200px"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '3', md: '4' }}
        align="center"
        justify="space-between"
        columnGap={{ base: '2', md: '6' }}
        rowGap="3"
        wrap={{ base: 'wrap', lg: 'nowrap' }}
      >
        <Box flex="1 1 0" minWidth="0">
          <PlatformLogo />
        </Box>
        <Box
          order={{ base: 3, lg: 2 }}
          flex={{ base: '1 1 100%', lg: '0 1 320px' }}
          maxWidth={{ lg: '320px' }}
        >
          <SearchForm
            key={keyword}
            initialKeyword={keyword}
            label={t('header.searchLabel')}
            placeholder={t('header.searchPlaceholder')}
            submitLabel={t('header.searchSubmit')}
          />
        </Box>
        <Box order={{ base: 2, lg: 3 }}>
          <LoginEntry />
        </Box>
      </Flex>
      <MainNavigation />
    </Box>
  );
}
