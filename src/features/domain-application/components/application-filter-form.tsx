/**
 * The filter bar of the unit's own applications: 申请专区 (every domain the unit has applied to, a
 * closed one marked 已暂停受理) and the 提交日期 range, applied with 查询 and cleared with 重置. A start
 * date after the end date is refused with a clear message before anything is asked.
 */
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DateRangeFields } from '@/components/form/date-range-fields';
import { FilterBar } from '@/components/form/filter-bar';
import { FilterSelect } from '@/components/form/filter-select';
import { dateRangeProblem } from '@/lib/calendar-date';
import type { AsyncDataState } from '@/lib/use-async-data';
import type { ApplicantDomain } from '../api/list-applicant-domains';

export type ApplicationFilterValues = { domainId: string; dateFrom: string; dateTo: string };

type ApplicationFilterFormProps = {
  initial: ApplicationFilterValues;
  domains: AsyncDataState<ApplicantDomain[]>;
  onApply: (filters: ApplicationFilterValues) => void;
  onReset: () => void;
};

export function ApplicationFilterForm({
  initial,
  domains,
  onApply,
  onReset,
}: ApplicationFilterFormProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (patch: Partial<ApplicationFilterValues>) => setFilters({ ...filters, ...patch });
  const options = domains.status === 'success' ? domains.data : [];
  // A domain named by the address but not among the unit's (a shared link): still shown as chosen.
  const chosenUnknown =
    filters.domainId !== '' && !options.some((domain) => domain.id === filters.domainId);

  function apply() {
    const wrong = dateRangeProblem(filters.dateFrom, filters.dateTo);
    setProblem(wrong === null ? null : t(`domainApplication.home.${wrong}`));
    if (wrong === null) onApply(filters);
  }

  return (
    <FilterBar
      label={t('domainApplication.home.filters')}
      labels={{
        search: t('domainApplication.home.query'),
        reset: t('domainApplication.home.reset'),
      }}
      onSubmit={apply}
      onReset={onReset}
      problem={problem}
      note={
        <Text mt="3" fontSize="xs" color={domains.status === 'error' ? 'orange.700' : 'gray.600'}>
          {domains.status === 'error'
            ? t('domainApplication.home.domainsUnavailable')
            : t('domainApplication.home.dateHint')}
        </Text>
      }
    >
      <FilterSelect
        label={t('domainApplication.home.domain')}
        flex="2 1 200px"
        value={filters.domainId}
        onChange={(domainId) => change({ domainId })}
        anyLabel={t('domainApplication.home.allDomains')}
      >
        {chosenUnknown ? (
          <option value={filters.domainId}>{t('domainApplication.home.chosenDomain')}</option>
        ) : null}
        {options.map((domain) => (
          <option key={domain.id} value={domain.id}>
            {domain.acceptingApplications
              ? domain.name
              : t('domainApplication.home.closedDomain', { name: domain.name })}
          </option>
        ))}
      </FilterSelect>
      <DateRangeFields
        range={filters}
        onChange={change}
        labels={{
          from: t('domainApplication.home.dateFrom'),
          to: t('domainApplication.home.dateTo'),
          separator: t('domainApplication.home.dateRangeSeparator'),
        }}
        invalid={problem !== null}
      />
    </FilterBar>
  );
}
