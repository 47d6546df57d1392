/**
 * The filter bar of the operation log: 操作人, 日志类别 (操作记录 or 安全事件), 操作类型 (grouped as the
 * console's areas, the security events among them) and a date range, applied with 查询 and cleared with 重置. A start date after the end date is refused with a
 * clear message before anything is asked.
 */
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DateRangeFields } from '@/components/form/date-range-fields';
import { FilterBar } from '@/components/form/filter-bar';
import { FilterSelect } from '@/components/form/filter-select';
import { dateRangeProblem } from '@/lib/calendar-date';
import type { OperatorOption } from '../api/list-known-operators';
import {
  actionGroups,
  actionsOfGroup,
  adminLogActions,
  adminLogCategories,
  type AdminLogAction,
  type AdminLogCategory,
} from '../api/operation-log-types';

export type OperationLogFilters = {
  actorId: string;
  action: AdminLogAction | '';
  category: AdminLogCategory | '';
  dateFrom: string;
  dateTo: string;
};

type OperationLogFilterFormProps = {
  initial: OperationLogFilters;
  operators: readonly OperatorOption[];
  onApply: (filters: OperationLogFilters) => void;
  onReset: () => void;
};

export function OperationLogFilterForm({
  initial,
  operators,
  onApply,
  onReset,
}: OperationLogFilterFormProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const { actorId, action, category } = filters;
  const change = (patch: Partial<OperationLogFilters>) => setFilters({ ...filters, ...patch });
  const chosenUnknown = actorId !== '' && !operators.some((operator) => operator.id === actorId);

  function apply() {
    const wrong = dateRangeProblem(filters.dateFrom, filters.dateTo);
    setProblem(wrong === null ? null : t(`operationLog.${wrong}`));
    if (wrong === null) onApply(filters);
  }

  return (
    <FilterBar
      label={t('operationLog.filters')}
      labels={{ search: t('operationLog.search'), reset: t('operationLog.reset') }}
      onSubmit={apply}
      onReset={onReset}
      problem={problem}
      note={
        <Text mt="3" fontSize="xs" color="gray.600">
          {t('operationLog.actorHint')}
        </Text>
      }
    >
      <FilterSelect
        label={t('operationLog.actor')}
        flex="1 1 180px"
        value={actorId}
        onChange={(value) => change({ actorId: value })}
        anyLabel={t('operationLog.allActors')}
      >
        {chosenUnknown ? <option value={actorId}>{t('operationLog.chosenActor')}</option> : null}
        {operators.map((operator) => (
          <option key={operator.id} value={operator.id}>
            {operator.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('operationLog.category')}
        flex="1 1 150px"
        value={category}
        onChange={(value) =>
          change({ category: adminLogCategories.find((known) => known === value) ?? '' })
        }
        anyLabel={t('operationLog.allCategories')}
      >
        {adminLogCategories.map((known) => (
          <option key={known} value={known}>
            {t(`operationLog.categories.${known}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('operationLog.action')}
        flex="1 1 180px"
        value={action}
        onChange={(value) =>
          change({ action: adminLogActions.find((known) => known === value) ?? '' })
        }
        anyLabel={t('operationLog.allActions')}
      >
        {actionGroups.map((group) => (
          <optgroup key={group} label={t(`operationLog.actionGroups.${group}`)}>
            {actionsOfGroup(group).map((known) => (
              <option key={known} value={known}>
                {t(`operationLog.actions.${known}`)}
              </option>
            ))}
          </optgroup>
        ))}
      </FilterSelect>
      <DateRangeFields
        range={filters}
        onChange={change}
        labels={{
          from: t('operationLog.dateFrom'),
          to: t('operationLog.dateTo'),
          separator: t('operationLog.dateRangeSeparator'),
        }}
        invalid={problem !== null}
      />
    </FilterBar>
  );
}
