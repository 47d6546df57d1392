/**
 * 专区合集: the data domains with their summary, review time limit, entered units and whether they
 * accept applications; each opens its entry requirements and offers 申请入驻. A link from the home
 * page (`?domain=<code>`) arrives with that domain's requirements open.
 */
import { Alert, EmptyState, Skeleton, Stack } from '@chakra-ui/react';
import { LayoutGrid } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { PagedListStates } from '@/components/list/paged-list-states';
import { setParam, useListSearchParams } from '@/components/list/use-list-search-params';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';

import { useDomainPage } from '../api/use-domain-page';
import { DomainCard } from '../components/domain-card';

const noFilters = {};

function NoDomains() {
  const { t } = useTranslation();
  return (
    <EmptyState.Root bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" py="14">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.300">
          <LayoutGrid />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2" fontSize="md">
          {t('contentPages.domains.empty')}
        </EmptyState.Title>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function ApplyListPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { state, setPage, hrefs } = useListSearchParams(noFilters);
  const domains = useDomainPage(state.page, state.pageSize);
  const [openCodes, setOpenCodes] = useState<ReadonlySet<string>>(() =>
    setParam.parseAll(searchParams.getAll('domain')),
  );

  const toggle = (code: string) =>
    setOpenCodes((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  return (
    <>
      <PageHeader title={t('routes.applyList')} description={t('contentPages.domains.intro')} />
      <PageContainer py={{ base: '6', md: '8' }}>
        <Stack gap="4">
          <Alert.Root status="info" variant="subtle" rounded="md">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{t('contentPages.domains.loginHint')}</Alert.Title>
          </Alert.Root>
          <PagedListStates
            state={domains}
            skeleton={
              <Stack gap="4" role="status" aria-label={t('common.loading')} aria-busy="true">
                {Array.from({ length: 3 }, (_, index) => (
                  <Skeleton key={index} height="40" rounded="lg" />
                ))}
              </Stack>
            }
            empty={{ view: <NoDomains /> }}
            pagination={{
              page: state.page,
              pageSize: state.pageSize,
              onChange: setPage,
              hrefFor: (page) => hrefs.page(page),
              shownAbove: state.pageSize,
            }}
          >
            {(data) => (
              <Stack as="ul" listStyleType="none" gap="4">
                {data.list.map((domain) => (
                  <DomainCard
                    key={domain.id}
                    domain={domain}
                    open={openCodes.has(domain.code)}
                    onToggle={() => toggle(domain.code)}
                  />
                ))}
              </Stack>
            )}
          </PagedListStates>
        </Stack>
      </PageContainer>
    </>
  );
}
