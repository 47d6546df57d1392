/**
 * The unit's applications by state: a tab for 全部 and one per stage of the workflow, each naming its
 * count, and one real panel holding the chosen tab's list (or a sentence saying it is empty). The
 * chosen tab is the `state` query parameter, so Back returns to it.
 */
import { Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import {
  APPLICATION_STATES,
  type ApplicationState,
} from '@machines/domain-application/domain-application.types';
import type { ApplicationSummary } from '../api/application-types';
import { ApplicationListItem } from './application-list-item';

type TabValue = 'all' | ApplicationState;

function isTabValue(value: string | null): value is TabValue {
  return value === 'all' || APPLICATION_STATES.some((state) => state === value);
}

type ApplicationStateTabsProps = {
  applications: ApplicationSummary[];
  onListChanged: () => void;
};

export function ApplicationStateTabs({ applications, onListChanged }: ApplicationStateTabsProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('state');
  const value: TabValue = isTabValue(requested) ? requested : 'all';
  const countOf = (tab: TabValue) =>
    tab === 'all' ? applications.length : applications.filter((item) => item.state === tab).length;
  const shown =
    value === 'all' ? applications : applications.filter((item) => item.state === value);
  const tabs: TabValue[] = ['all', ...APPLICATION_STATES];
  const labelOf = (tab: TabValue) =>
    tab === 'all' ? t('domainApplication.home.all') : t(`workflow.states.${tab}`);

  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => {
        if (!isTabValue(details.value)) return;
        const next = new URLSearchParams(searchParams);
        if (details.value === 'all') next.delete('state');
        else next.set('state', details.value);
        setSearchParams(next, { replace: true });
      }}
      variant="enclosed"
      colorPalette="brand"
      activationMode="manual"
    >
      <Tabs.List
        aria-label={t('domainApplication.home.stateTabs')}
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        flexWrap="wrap"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} px="3" fontSize="sm">
            {t('domainApplication.home.tabCount', { label: labelOf(tab), count: countOf(tab) })}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} pt="4" pb="0">
        {shown.length === 0 ? (
          <Text
            color="gray.500"
            fontSize="sm"
            bg="white"
            rounded="lg"
            px="5"
            py="6"
            borderWidth="1px"
            borderColor="gray.200"
          >
            {t('domainApplication.home.emptyStateText', { state: labelOf(value) })}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {shown.map((application) => (
              <ApplicationListItem
                key={application.id}
                application={application}
                onListChanged={onListChanged}
              />
            ))}
          </Stack>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
