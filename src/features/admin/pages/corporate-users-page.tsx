/**
 * 企业用户 (/workspace/admin/users): the corporate users who have signed in through the government SSO,
 * searched by keyword and paged in the address bar, each leading to 企业用户详情.
 */
import { Box, Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { KeywordSearch } from '@/components/list/keyword-search';
import { PagedListStates } from '@/components/list/paged-list-states';
import { TableSkeleton } from '@/components/list/table-skeleton';
import {
  textParam,
  useListSearchParams,
  type ParamCodecs,
} from '@/components/list/use-list-search-params';
import { WorkspacePage } from '@/components/page/workspace-page';
import { CorporateUserTable } from '../components/corporate-user-table';
import { useCorporateUserPage } from '../hooks/use-corporate-user-page';

type Filters = { keyword: string };

const codecs: ParamCodecs<Filters> = { keyword: textParam(50) };

export function CorporateUsersPage() {
  const { t } = useTranslation();
  return (
    <WorkspacePage title={t('routes.adminUsers')} description={t('admin.users.lead')}>
      <CorporateUserList />
    </WorkspacePage>
  );
}

function CorporateUserList() {
  const { t } = useTranslation();
  const { state, setFilters, setPage, clearFilters } = useListSearchParams(codecs);
  const list = useCorporateUserPage(state);
  return (
    <Stack gap="5">
      <Box as="section" aria-label={t('admin.users.filters')} maxWidth="3xl">
        <KeywordSearch
          label={t('admin.users.keyword')}
          placeholder={t('admin.users.keywordPlaceholder')}
          submitLabel={t('admin.search')}
          keyword={state.keyword}
          onSearch={(keyword) => setFilters({ keyword })}
        />
      </Box>
      <PagedListStates
        state={list}
        skeleton={<TableSkeleton columns={6} />}
        empty={{ title: t('admin.users.emptyTitle'), description: t('admin.users.emptyText') }}
        noMatch={
          state.keyword !== '' && {
            title: t('admin.users.noMatchTitle'),
            description: t('admin.users.noMatchText'),
            onClear: clearFilters,
          }
        }
        pagination={{ pageSize: state.pageSize, onChange: setPage }}
      >
        {(data) => <CorporateUserTable users={data.list} />}
      </PagedListStates>
    </Stack>
  );
}
