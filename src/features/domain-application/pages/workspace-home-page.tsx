/**
 * 工作台 (/workspace/home) of a legal person's user: the unit's applications by state, the latest
 * platform announcements and shortcuts. Operators have their own home (审核工作台) and are sent there.
 */
import { Box, Button, EmptyState, Grid, Heading, Stack } from '@chakra-ui/react';
import { FilePlus2, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { ListStates } from '@/components/list/list-states';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { paths } from '@/config/routes';
import { useAuthState } from '@/lib/auth-state';
import { readerIsApplicant } from '../application-actions';
import { AnnouncementPanel } from '../components/announcement-panel';
import { ApplicationStateTabs } from '../components/application-state-tabs';
import { HomeShortcuts } from '../components/home-shortcuts';
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
  const applications = useMyApplications();
  return (
    <Box as="section" aria-labelledby="my-applications">
      <Heading as="h2" id="my-applications" fontSize="lg" color="gray.900" mb="3">
        {t('domainApplication.home.applicationsTitle')}
      </Heading>
      <ListStates
        state={applications}
        skeleton={
          <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="5">
            <TextSkeleton lines={6} />
          </Box>
        }
        empty={{ view: <NoApplications /> }}
      >
        {(data) => <ApplicationStateTabs applications={data} />}
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
