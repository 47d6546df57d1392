/**
 * 操作日志 (/workspace/admin/log): for auditors (`audit:read`) and administrators (`admin:manage`),
 * every state-changing action of an operator and the security events (安全事件), newest first —
 * filtered by operator, category (操作记录 or 安全事件), action type and date range and paged, all kept in the address bar so a view can be shared and Back returns to it.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { PagedListStates } from '@/components/list/paged-list-states';
import { ResultListSkeleton } from '@/components/list/result-list-skeleton';
import {
  dateParam,
  enumParam,
  useListSearchParams,
  type ParamCodec,
  type ParamCodecs,
} from '@/components/list/use-list-search-params';
import { WorkspacePage } from '@/components/page/workspace-page';
import { endOfDay, startOfDay } from '@/lib/calendar-date';
import { adminLogActions, adminLogCategories } from '../api/operation-log-types';
import {
  OperationLogFilterForm,
  type OperationLogFilters,
} from '../components/operation-log-filter-form';
import { OperationLogTable } from '../components/operation-log-table';
import { useOperationLog } from '../hooks/use-operation-log';
import { useOperatorOptions } from '../hooks/use-operator-options';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idParam: ParamCodec<string> = {
  parse: (raw) => (raw !== null && uuidPattern.test(raw) ? raw.toLowerCase() : ''),
  serialize: (value) => (value === '' ? undefined : value),
};

const codecs: ParamCodecs<OperationLogFilters> = {
  actorId: idParam,
  action: enumParam(adminLogActions, ''),
  category: enumParam(adminLogCategories, ''),
  dateFrom: dateParam,
  dateTo: dateParam,
};

export function OperationLogPage() {
  const { t } = useTranslation();
  return (
    <WorkspacePage title={t('routes.operationLog')} description={t('operationLog.lead')}>
      <OperationLog />
    </WorkspacePage>
  );
}

function OperationLog() {
  const { t } = useTranslation();
  const { state, setFilters, setPage, clearFilters } = useListSearchParams(codecs);
  const list = useOperationLog({
    actorId: state.actorId === '' ? undefined : state.actorId,
    action: state.action === '' ? undefined : state.action,
    category: state.category === '' ? undefined : state.category,
    dateFrom: state.dateFrom === '' ? undefined : startOfDay(state.dateFrom),
    dateTo: state.dateTo === '' ? undefined : endOfDay(state.dateTo),
    page: state.page,
    pageSize: state.pageSize,
  });
  const operators = useOperatorOptions(list.status === 'success' ? list.data.list : null);
  const filters: OperationLogFilters = {
    actorId: state.actorId,
    action: state.action,
    category: state.category,
    dateFrom: state.dateFrom,
    dateTo: state.dateTo,
  };
  const filtered = Object.values(filters).some((value) => value !== '');

  return (
    <Stack gap="5">
      <OperationLogFilterForm
        // The form starts again from the address whenever the address changes (Back, 重置, a name).
        key={JSON.stringify(filters)}
        initial={filters}
        operators={operators}
        onApply={setFilters}
        onReset={clearFilters}
      />

      <PagedListStates
        state={list}
        skeleton={<ResultListSkeleton count={4} />}
        empty={{ title: t('operationLog.emptyTitle'), description: t('operationLog.emptyText') }}
        noMatch={
          filtered && {
            title: t('operationLog.noMatchTitle'),
            description: t('operationLog.noMatchText'),
            onClear: clearFilters,
          }
        }
        pagination={{ pageSize: state.pageSize, onChange: setPage }}
      >
        {(data) => (
          <Stack gap="2">
            <Text fontSize="sm" color="gray.600">
              {t('operationLog.timeZoneNote')}
            </Text>
            <OperationLogTable
              entries={data.list}
              onFilterActor={(actorId) => setFilters({ actorId })}
            />
          </Stack>
        )}
      </PagedListStates>
    </Stack>
  );
}
