/**
 * The filter bar of an article list: a keyword and a publication date range, applied with 查询 and
 * cleared with 重置. A start date after the end date is refused with a clear message.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DateRangeFields } from '@/components/form/date-range-fields';
import { FilterBar } from '@/components/form/filter-bar';
import { FilterField } from '@/components/form/filter-field';
import { PlainFieldInput } from '@/components/form/plain-field';
import { dateRangeProblem } from '@/lib/calendar-date';

export type ArticleFilters = { keyword: string; dateFrom: string; dateTo: string };

type ArticleFilterFormProps = {
  initial: ArticleFilters;
  onApply: (filters: ArticleFilters) => void;
  onReset: () => void;
  /** The list's address without the filters, and where 重置 leads. */
  hrefs: { unfiltered: string; reset: string };
};

export function ArticleFilterForm({ initial, onApply, onReset, hrefs }: ArticleFilterFormProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (patch: Partial<ArticleFilters>) => setFilters({ ...filters, ...patch });

  function apply() {
    const { keyword, dateFrom, dateTo } = filters;
    const wrong = dateRangeProblem(dateFrom, dateTo);
    setProblem(wrong === null ? null : t(`contentPages.news.${wrong}`));
    if (wrong === null) onApply({ keyword: keyword.trim(), dateFrom, dateTo });
  }

  return (
    <FilterBar
      label={t('contentPages.news.filters')}
      labels={{ search: t('contentPages.news.search'), reset: t('contentPages.news.reset') }}
      onSubmit={apply}
      onReset={onReset}
      problem={problem}
      target={{
        href: hrefs.unfiltered,
        fields: ['keyword', 'dateFrom', 'dateTo'],
        resetHref: hrefs.reset,
      }}
    >
      <FilterField label={t('contentPages.news.keyword')} flex="2 1 240px">
        <PlainFieldInput
          type="search"
          name="keyword"
          value={filters.keyword}
          maxLength={50}
          onChange={(event) => change({ keyword: event.target.value })}
          placeholder={t('contentPages.news.keywordPlaceholder')}
        />
      </FilterField>
      <DateRangeFields
        range={filters}
        onChange={change}
        labels={{
          from: t('contentPages.news.dateFrom'),
          to: t('contentPages.news.dateTo'),
          separator: t('contentPages.news.dateRangeSeparator'),
        }}
        invalid={problem !== null}
        names={{ from: 'dateFrom', to: 'dateTo' }}
      />
    </FilterBar>
  );
}
