/**
 * 接入应用 (/workspace/admin/clients): the applications registered with the platform's open interface,
 * searched by keyword, filtered by status and paged, all in the address bar.
 */
import { Flex, Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { ChoiceFilter } from '@/components/form/choice-filter';
import { KeywordSearch } from '@/components/list/keyword-search';
import { PagedListStates } from '@/components/list/paged-list-states';
import { TableSkeleton } from '@/components/list/table-skeleton';
import {
  enumParam,
  textParam,
  useListSearchParams,
  type ParamCodecs,
} from '@/components/list/use-list-search-params';
import { WorkspacePage } from '@/components/page/workspace-page';
import { accountStatuses, type AccountStatus } from '../api/admin-types';
import { ClientTable } from '../components/client-table';
import { useClientPage } from '../hooks/use-client-page';

type Filters = { keyword: string; status: AccountStatus | '' };

const codecs: ParamCodecs<Filters> = {
  keyword: textParam(50),
  status: enumParam(accountStatuses, ''),
};

export function AdminClientsPage() {
  const { t } = useTranslation();
  return (
    <WorkspacePage title={t('routes.adminClients')} description={t('admin.clients.lead')}>
      <ClientList />
    </WorkspacePage>
  );
}

function ClientList() {
  const { t } = useTranslation();
  const { state, setFilters, setPage, clearFilters } = useListSearchParams(codecs);
  const list = useClientPage(state);
  const filtered = state.keyword !== '' || state.status !== '';
  return (
    <Stack gap="5">
      <Flex
        as="section"
        aria-label={t('admin.clients.filters')}
        gap="3"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'center' }}
      >
        <ChoiceFilter
          label={t('admin.statusFilter')}
          anyLabel={t('admin.allStatuses')}
          choices={accountStatuses}
          choiceLabel={(choice) => t(`admin.status.${choice}`)}
          value={state.status}
          onChange={(status) => setFilters({ status })}
        />
        <Flex flex="1" minWidth="0">
          <KeywordSearch
            label={t('admin.clients.keyword')}
            placeholder={t('admin.clients.keywordPlaceholder')}
            submitLabel={t('admin.search')}
            keyword={state.keyword}
            onSearch={(keyword) => setFilters({ keyword })}
          />
        </Flex>
      </Flex>
      <PagedListStates
        state={list}
        skeleton={<TableSkeleton columns={5} />}
        empty={{ title: t('admin.clients.emptyTitle'), description: t('admin.clients.emptyText') }}
        noMatch={
          filtered && {
            title: t('admin.clients.noMatchTitle'),
            description: t('admin.clients.noMatchText'),
            onClear: clearFilters,
          }
        }
        pagination={{ pageSize: state.pageSize, onChange: setPage }}
      >
        {(data) => <ClientTable clients={data.list} />}
      </PagedListStates>
    </Stack>
  );
}
