/**
 * The filters of 流程审计 — a keyword (受理编号, applicant, scenario), domain, current state, creation
 * date range (Beijing days), reviewer — each a labelled control, so they work with the keyboard and read well to screen readers. They only
 * report changes; the page keeps them in the address.
 */
import { Box, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FilterX } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { useAllDomainOptions } from '@/api/domains/use-all-domain-options';
import { KeywordSearch } from '@/components/list/keyword-search';
import { DomainChoiceOptions } from '@/components/workflow/domain-choice-options';
import { APPLICATION_STATES } from '@machines/domain-application/domain-application.types';
import type { AuditFilters } from '../audit-filters';
import { useReviewers } from '../hooks/use-reviewers';

type AuditFilterBarProps = {
  filters: AuditFilters;
  onChange: (patch: Partial<AuditFilters>) => void;
  onClear: () => void;
  filtered: boolean;
};

export function AuditFilterBar({ filters, onChange, onClear, filtered }: AuditFilterBarProps) {
  const { t } = useTranslation();
  const domains = useAllDomainOptions();
  const reviewers = useReviewers();
  const reversed = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  return (
    <Stack gap="3">
      <Box maxWidth="xl">
        <KeywordSearch
          label={t('audit.filters.keyword')}
          placeholder={t('audit.filters.keywordPlaceholder')}
          submitLabel={t('audit.filters.search')}
          keyword={filters.keyword}
          onSearch={(keyword) => onChange({ keyword })}
        />
      </Box>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label fontSize="sm">{t('audit.filters.domain')}</Field.Label>
          <NativeSelect.Root size="sm" disabled={domains.status === 'loading'}>
            <NativeSelect.Field
              value={filters.domainId}
              bg="white"
              onChange={(event) => onChange({ domainId: event.currentTarget.value })}
            >
              <option value="">{t('audit.filters.allDomains')}</option>
              <DomainChoiceOptions domains={domains.status === 'success' ? domains.data : []} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="sm">{t('audit.filters.state')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={filters.state}
              bg="white"
              onChange={(event) => {
                const value = event.currentTarget.value;
                onChange({ state: APPLICATION_STATES.find((state) => state === value) ?? '' });
              }}
            >
              <option value="">{t('audit.filters.allStates')}</option>
              {APPLICATION_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`workflow.states.${state}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="sm">{t('audit.filters.dateFrom')}</Field.Label>
          <Input
            type="date"
            size="sm"
            bg="white"
            value={filters.from}
            max={filters.to === '' ? undefined : filters.to}
            onChange={(event) => onChange({ from: event.currentTarget.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="sm">{t('audit.filters.dateTo')}</Field.Label>
          <Input
            type="date"
            size="sm"
            bg="white"
            value={filters.to}
            min={filters.from === '' ? undefined : filters.from}
            onChange={(event) => onChange({ to: event.currentTarget.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="sm">{t('audit.filters.reviewer')}</Field.Label>
          <NativeSelect.Root size="sm" disabled={reviewers.status === 'loading'}>
            <NativeSelect.Field
              value={filters.reviewerId}
              bg="white"
              onChange={(event) => onChange({ reviewerId: event.currentTarget.value })}
            >
              <option value="">{t('audit.filters.allReviewers')}</option>
              {(reviewers.status === 'success' ? reviewers.data : []).map((reviewer) => (
                <option key={reviewer.id} value={reviewer.id}>
                  {reviewer.stages.length === 0
                    ? reviewer.name
                    : t('audit.filters.reviewerStages', {
                        name: reviewer.name,
                        stages: reviewer.stages
                          .map((stage) => t(`audit.filters.${stage}`))
                          .join('、'),
                      })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'flex-start', sm: 'center' }}
        gap="2"
      >
        <Text
          fontSize="xs"
          color={reversed ? 'orange.700' : 'gray.500'}
          role={reversed ? 'status' : undefined}
        >
          {reversed
            ? t('audit.filters.reversed', { from: filters.to, to: filters.from })
            : t('audit.filters.dateHint')}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          disabled={!filtered}
          onClick={onClear}
        >
          <FilterX aria-hidden="true" />
          {t('audit.filters.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
