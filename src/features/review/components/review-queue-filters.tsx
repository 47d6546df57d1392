/** The filters of a review queue: the domain (all by default) and 只看已超期. */
import { Checkbox, Field, HStack, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDomainOptions } from '@/features/domain-collection/api/use-domain-options';

type ReviewQueueFiltersProps = {
  domainId: string;
  overdueOnly: boolean;
  onChange: (patch: { domainId?: string; overdue?: '' | '1' }) => void;
};

export function ReviewQueueFilters({ domainId, overdueOnly, onChange }: ReviewQueueFiltersProps) {
  const { t } = useTranslation();
  const domains = useDomainOptions();
  const options = domains.status === 'success' ? domains.data : [];
  return (
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
            {options.map((domain) => (
              <option key={domain.id} value={domain.id}>
                {domain.name}
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
  );
}
