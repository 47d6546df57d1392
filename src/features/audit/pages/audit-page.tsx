/**
 * 流程审计 (/workspace/audit, right audit:read): the domain application workflow drawn from the machine
 * with the number of applications in each state and the overdue among them, the same figures as a table,
 * the filters (domain, state, creation dates, reviewer) kept in the address, the applications they select
 * with a link to each one's trail, and the export of their history. Read-only: nothing here changes an
 * application. Choosing a stage in the diagram filters the list by it.
 */
import { Badge, Box, Flex, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { TextFunction } from '@/i18n/text-key';
import { ScrollText } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { ListStates } from '@/components/list/list-states';
import { Pagination } from '@/components/list/pagination';
import { ResultCount } from '@/components/list/result-count';
import { useListSearchParams } from '@/components/list/use-list-search-params';
import { LoadError } from '@/components/page/load-error';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { paths } from '@/config/routes';
import { FormSection } from '@/components/page/form-section';
import type { ApplicationState } from '@machines/domain-application/domain-application.types';
import { isReviewStage } from '@machines/domain-application/review-deadline';
import {
  auditFilterCodecs,
  exportFilters,
  hasFilters,
  scopeQuery,
  type AuditFilters,
} from '../audit-filters';
import { AuditApplicationTable } from '../components/audit-application-table';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { ExportButtons } from '../components/export-buttons';
import { StateCountTable } from '../components/state-count-table';
import { WorkflowFlowDiagram, type StageView } from '../components/workflow-flow-diagram';
import { useAuditApplications } from '../hooks/use-audit-applications';
import { useStateCounts, type StateFigures } from '../hooks/use-state-counts';
import { useWorkflowLayout } from '../hooks/use-workflow-layout';

export function AuditPage() {
  const { t } = useTranslation();
  const { state: list, setFilters, setPage, clearFilters } = useListSearchParams(auditFilterCodecs);
  const filters: AuditFilters = {
    domainId: list.domainId,
    state: list.state,
    from: list.from,
    to: list.to,
    reviewerId: list.reviewerId,
    keyword: list.keyword,
  };
  const filtered = hasFilters(filters);
  const selectState = useCallback(
    (state: ApplicationState) => setFilters({ state: list.state === state ? '' : state }),
    [list.state, setFilters],
  );

  return (
    <>
      <PageHeader
        title={t('routes.audit')}
        description={t('audit.lead')}
        root={{ to: paths.workspaceHome, label: t('routes.workspaceHome') }}
      />
      <PageContainer py={{ base: '5', md: '8' }}>
        <Stack gap="5">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Badge colorPalette="gray" variant="outline" size="md">
              {t('audit.readOnly')}
            </Badge>
            <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium">
              <RouterLink to={paths.operationLog}>
                <ScrollText aria-hidden="true" size={16} />
                {t('audit.operationLog')}
              </RouterLink>
            </Link>
          </Flex>
          <FormSection id="audit-filters" title={t('audit.filters.title')}>
            <AuditFilterBar
              filters={filters}
              filtered={filtered}
              onChange={setFilters}
              onClear={clearFilters}
            />
          </FormSection>
          <FormSection id="audit-diagram" title={t('audit.diagram.title')}>
            <StateDistribution filters={filters} onSelect={selectState} />
          </FormSection>
          <FormSection
            id="audit-list"
            title={t('audit.list.title')}
            action={<ExportButtons filters={exportFilters(filters)} />}
          >
            <ApplicationList
              filters={filters}
              filtered={filtered}
              page={list.page}
              pageSize={list.pageSize}
              onPage={setPage}
              onClear={clearFilters}
            />
          </FormSection>
        </Stack>
      </PageContainer>
    </>
  );
}

function stageViews(
  states: ApplicationState[],
  figures: StateFigures,
  selected: ApplicationState | '',
  t: TextFunction,
): Record<ApplicationState, StageView> {
  const entries = states.map((state): [ApplicationState, StageView] => {
    const overdue = isReviewStage(state) ? figures.overdue[state] : undefined;
    const name = t(`workflow.states.${state}`);
    const count = figures.counts[state];
    const description =
      (overdue !== undefined && overdue > 0
        ? t('audit.diagram.nodeOverdue', { state: name, count, overdue })
        : t('audit.diagram.node', { state: name, count })) +
      (selected === state ? t('audit.diagram.nodeSelected') : '');
    return [
      state,
      {
        state,
        tone: selected === state ? 'selected' : 'plain',
        count,
        ...(overdue === undefined || overdue === 0
          ? {}
          : { alert: t('audit.diagram.overdue', { count: overdue }) }),
        description,
      },
    ];
  });
  return Object.fromEntries(entries) as Record<ApplicationState, StageView>;
}

function StateDistribution({
  filters,
  onSelect,
}: {
  filters: AuditFilters;
  onSelect: (state: ApplicationState) => void;
}) {
  const { t } = useTranslation();
  const layout = useWorkflowLayout();
  const scope = scopeQuery(filters);
  const figures = useStateCounts(scope);
  const states = useMemo(() => layout.nodes.map((node) => node.state), [layout]);
  const views = useMemo(
    () =>
      figures.status === 'success' ? stageViews(states, figures.data, filters.state, t) : null,
    [figures, states, filters.state, t],
  );

  if (figures.status === 'error')
    return <LoadError message={figures.message} onRetry={figures.retry} />;
  if (figures.status === 'loading' || views === null)
    return (
      <Stack gap="3" role="status" aria-label={t('audit.diagram.loading')} aria-busy="true">
        <Skeleton height="280px" rounded="md" />
        <Skeleton height="6" width="60%" />
      </Stack>
    );
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="gray.600">
        {t('audit.diagram.hint')}
      </Text>
      <WorkflowFlowDiagram
        layout={layout}
        label={t('audit.diagram.label')}
        views={views}
        onSelectState={onSelect}
      />
      {filters.state !== '' || filters.reviewerId !== '' ? (
        <Text fontSize="xs" color="gray.500">
          {t('audit.diagram.scopeNote')}
        </Text>
      ) : null}
      <Box>
        <Text as="h3" fontSize="sm" fontWeight="bold" color="gray.800" mb="2">
          {t('audit.counts.title')}
        </Text>
        <StateCountTable states={states} figures={figures.data} selected={filters.state} />
      </Box>
    </Stack>
  );
}

function ApplicationList({
  filters,
  filtered,
  page,
  pageSize,
  onPage,
  onClear,
}: {
  filters: AuditFilters;
  filtered: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize?: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const applications = useAuditApplications(filters, page, pageSize);
  return (
    <Stack gap="3">
      <Text fontSize="xs" color="gray.500">
        {t('audit.export.hint')}
      </Text>
      <ListStates
        state={applications}
        skeleton={<TextSkeleton lines={6} />}
        empty={{ title: t('audit.list.emptyAllTitle'), description: t('audit.list.emptyAllText') }}
        noMatch={
          filtered &&
          // A draft never submitted is its applicant's own business: counted on the diagram only.
          (filters.state === 'draft'
            ? {
                title: t('audit.list.draftsTitle'),
                description: t('audit.list.draftsText'),
                onClear,
              }
            : {
                title: t('audit.list.emptyTitle'),
                description: t('audit.list.emptyText'),
                onClear,
              })
        }
      >
        {(data) => (
          <>
            <HStack justify="space-between">
              <ResultCount count={data.total} />
            </HStack>
            <AuditApplicationTable applications={data.list} />
            <Pagination page={page} pageSize={pageSize} total={data.total} onChange={onPage} />
          </>
        )}
      </ListStates>
    </Stack>
  );
}
