/**
 * The filters of a review queue: company or credit code, the domain (all by default), who holds the
 * case (全部, 我认领的, 未认领) and 只看已超期.
 */
import { Checkbox, Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { KeywordSearch } from '@/components/list/keyword-search';
import { DomainChoiceOptions } from '@/components/workflow/domain-choice-options';
import { useAllDomainOptions } from '@/api/domains/use-all-domain-options';
import type {
  ClaimFilter,
  ReviewQueueFilters as ReviewQueueFilterValues,
} from '../review-queue-params';

type ReviewQueueFiltersProps = {
  keyword: string;
  domainId: string;
  overdueOnly: boolean;
  claim: ClaimFilter;
  onChange: (patch: Partial<ReviewQueueFilterValues>) => void;
};

const claimFilters = [
  ['', 'all'],
  ['mine', 'mine'],
  ['unclaimed', 'unclaimed'],
] as const satisfies readonly (readonly [ClaimFilter, string])[];

export function ReviewQueueFilters({
  keyword,
  domainId,
  overdueOnly,
  claim,
  onChange,
}: ReviewQueueFiltersProps) {
  const { t } = useTranslation();
  const domains = useAllDomainOptions();
  const options = domains.status === 'success' ? domains.data : [];
  return (
    <Stack gap="3">
      <KeywordSearch
        label={t('review.queue.keyword')}
        placeholder={t('review.queue.keywordPlaceholder')}
        submitLabel={t('review.queue.search')}
        keyword={keyword}
        onSearch={(value) => onChange({ keyword: value })}
      />
      <HStack gap="4" align="flex-end" wrap="wrap">
        <Field.Root flex="1" minWidth="160px">
          <Field.Label fontSize="sm">{t('review.queue.domain')}</Field.Label>
          <NativeSelect.Root size="sm" disabled={domains.status === 'loading'}>
            <NativeSelect.Field
              value={domainId}
              bg="white"
              onChange={(event) => onChange({ domainId: event.currentTarget.value })}
            >
              <option value="">{t('review.queue.allDomains')}</option>
              <DomainChoiceOptions domains={options} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="auto" minWidth="120px">
          <Field.Label fontSize="sm">{t('review.queue.claimFilter')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={claim}
              bg="white"
              onChange={(event) => {
                const value = event.currentTarget.value;
                const chosen = claimFilters.find(([option]) => option === value);
                onChange({ claim: chosen?.[0] ?? '' });
              }}
            >
              {claimFilters.map(([value, key]) => (
                <option key={key} value={value}>
                  {t(`review.queue.claimFilters.${key}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Checkbox.Root
          size="sm"
          colorPalette="brand"
          checked={overdueOnly}
          onCheckedChange={(details) => onChange({ overdue: details.checked === true ? '1' : '' })}
          pb="1.5"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('review.queue.overdueOnly')}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
    </Stack>
  );
}
