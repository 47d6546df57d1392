/**
 * 工作台 (/workspace/home) of a legal person's user: the unit's applications by state, searchable by
 * case number (受理编号), domain and scenario, and filtered by domain and submission date, all kept in
 * the address; the latest platform announcements and shortcuts. Operators have their own home
 * (审核工作台) and are sent there.
 */
import { Box, Button, EmptyState, Flex, Grid, Heading, Stack } from '@chakra-ui/react';
import { FilePlus2, Inbox } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { KeywordSearch } from '@/components/list/keyword-search';
import { ListStates } from '@/components/list/list-states';
import { useListSearchParams } from '@/components/list/use-list-search-params';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { paths } from '@/config/routes';
import { useAuthState } from '@/lib/auth-state';
import { readerIsApplicant } from '../application-actions';
import {
  applicationListCodecs,
  hasListFilters,
  KEYWORD_MAX_LENGTH,
  listQueryOf,
} from '../application-list-filters';
import { AnnouncementPanel } from '../components/announcement-panel';
import { ApplicationFilterForm } from '../components/application-filter-form';
import { ApplicationStateTabs } from '../components/application-state-tabs';
import { HomeShortcuts } from '../components/home-shortcuts';
import { useApplicantDomains } from '../hooks/use-applicant-domains';
import { useMyApplications } from '../hooks/use-my-applications';

function NoApplications() {
  const { t } = useTranslation();
  return (
    <EmptyState.Root bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" py="12">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.300">
          <Inbox />
        </EmptyState.Indicator>
        <EmptyState.Title as="h3" fontSize="lg">
          {t('domainApplication.home.emptyTitle')}
        </EmptyState.Title>
        <EmptyState.Description maxWidth="md" textAlign="center">
          {t('domainApplication.home.emptyText')}
        </EmptyState.Description>
        <Button asChild colorPalette="brand" mt="2">
          <RouterLink to={paths.domainApply}>
            <FilePlus2 aria-hidden="true" />
            {t('domainApplication.home.newApplication')}
          </RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function MyApplications() {
  const { t } = useTranslation();
  const { state, setFilters, clearFilters } = useListSearchParams(applicationListCodecs);
  const { keyword, domainId, dateFrom, dateTo } = state;
  const filters = { keyword, domainId, dateFrom, dateTo };
  const filtered = hasListFilters(filters);
  const applications = useMyApplications(listQueryOf(filters));
  const domains = useApplicantDomains();
  // A unit that has never applied has nothing to filter: its empty state invites it to apply.
  const showFilters = filtered || domains.status !== 'success' || domains.data.length > 0;
  const onlyKeyword = keyword !== '' && domainId === '' && dateFrom === '' && dateTo === '';
  return (
    <Box as="section" aria-labelledby="my-applications">
      <Flex
        gap="3"
        mb="3"
        align={{ base: 'stretch', md: 'center' }}
        justify="space-between"
        direction={{ base: 'column', md: 'row' }}
      >
        <Heading as="h2" id="my-applications" fontSize="lg" color="gray.900">
          {t('domainApplication.home.applicationsTitle')}
        </Heading>
        <Box width={{ base: 'full', md: 'sm' }}>
          <KeywordSearch
            label={t('domainApplication.home.keyword')}
            placeholder={t('domainApplication.home.keywordPlaceholder')}
            submitLabel={t('domainApplication.home.search')}
            keyword={keyword}
            maxLength={KEYWORD_MAX_LENGTH}
            onSearch={(next) => setFilters({ keyword: next })}
          />
        </Box>
      </Flex>
      {showFilters ? (
        <Box mb="4">
          <ApplicationFilterForm
            // The form starts again from the address whenever the address changes (Back, 重置).
            key={JSON.stringify([domainId, dateFrom, dateTo])}
            initial={{ domainId, dateFrom, dateTo }}
            domains={domains}
            onApply={setFilters}
            onReset={clearFilters}
          />
        </Box>
      ) : null}
      <ListStates
        state={applications}
        skeleton={
          <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="5">
            <TextSkeleton lines={6} />
          </Box>
        }
        empty={{ view: <NoApplications /> }}
        noMatch={
          filtered && {
            title: t('domainApplication.home.noMatchTitle'),
            description: onlyKeyword
              ? t('domainApplication.home.noMatchText', { keyword })
              : t('domainApplication.home.noMatchFiltersText'),
            onClear: clearFilters,
          }
        }
      >
        {(data) => (
          <ApplicationStateTabs
            applications={data}
            onListChanged={() => {
              applications.retry();
              domains.retry();
            }}
          />
        )}
      </ListStates>
    </Box>
  );
}

export function WorkspaceHomePage() {
  const { t } = useTranslation();
  const authState = useAuthState();
  if (authState !== null && !readerIsApplicant(authState))
    return <Navigate replace to={paths.workspaceWorkerHome} />;
  return (
    <>
      <PageHeader
        title={t('routes.workspaceHome')}
        description={t('domainApplication.home.lead')}
      />
      <PageContainer py={{ base: '6', md: '8' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }}
          gap="6"
          alignItems="start"
        >
          <MyApplications />
          <Stack gap="5">
            <HomeShortcuts />
            <AnnouncementPanel />
          </Stack>
        </Grid>
      </PageContainer>
    </>
  );
}
