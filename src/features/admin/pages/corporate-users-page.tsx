/**
 * 企业用户 (/workspace/admin/users): the corporate users who have signed in through the government SSO,
 * searched by keyword and paged in the address bar, each leading to 企业用户详情.
 */
import { Box, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '@/components/list/keyword-search';
import { ListEmptyState } from '@/components/list/list-empty-state';
import { Pagination } from '@/components/list/pagination';
import { TableSkeleton } from '@/components/list/table-skeleton';
import {
  textParam,
  useListSearchParams,
  type ParamCodecs,
} from '@/components/list/use-list-search-params';
import { LoadError } from '@/components/page/load-error';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import { paths } from '@/config/routes';
import { CorporateUserTable } from '../components/corporate-user-table';
import { useCorporateUserPage } from '../hooks/use-corporate-user-page';

type Filters = { keyword: string };

const codecs: ParamCodecs<Filters> = { keyword: textParam(50) };

export function CorporateUsersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('routes.adminUsers')}
        description={t('admin.users.lead')}
        root={{ to: paths.workspaceHome, label: t('routes.workspaceHome') }}
      />
      <PageContainer py={{ base: '6', md: '8' }}>
        <CorporateUserList />
      </PageContainer>
    </>
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
      {list.status === 'loading' ? (
        <TableSkeleton columns={6} />
      ) : list.status === 'error' ? (
        <LoadError message={list.message} onRetry={list.retry} />
      ) : list.data.list.length === 0 ? (
        state.keyword !== '' ? (
          <ListEmptyState
            title={t('admin.users.noMatchTitle')}
            description={t('admin.users.noMatchText')}
            onClear={clearFilters}
          />
        ) : (
          <ListEmptyState
            title={t('admin.users.emptyTitle')}
            description={t('admin.users.emptyText')}
          />
        )
      ) : (
        <Stack gap="0">
          <CorporateUserTable users={list.data.list} />
          <Pagination
            page={list.data.page}
            pageSize={state.pageSize}
            total={list.data.total}
            onChange={setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
