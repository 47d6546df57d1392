/** The fields of 专区申请: 申请专区, 应用场景, 联系人 and 联系电话, each with its Chinese message. */
import { Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import type { DomainSummary } from '@/api/domains/list-domains';
import {
  SCENARIO_MAX,
  type ApplyFormErrors,
  type ApplyFormField,
  type ApplyFormValues,
} from '../apply-form-values';

type ApplyFormFieldsProps = {
  values: ApplyFormValues;
  errors: ApplyFormErrors;
  domains: Pick<DomainSummary, 'id' | 'name'>[];
  /** A saved draft keeps its domain. */
  domainLocked: boolean;
  disabled: boolean;
  onChange: (field: ApplyFormField, value: string) => void;
};

export function ApplyFormFields({
  values,
  errors,
  domains,
  domainLocked,
  disabled,
  onChange,
}: ApplyFormFieldsProps) {
  const { t } = useTranslation();
  const message = (field: ApplyFormField) => {
    const key = errors[field];
    return key === undefined ? null : t(`domainApplication.apply.errors.${key}`);
  };
  const fieldProps = (field: ApplyFormField) => ({
    invalid: errors[field] !== undefined,
    required: true,
    disabled,
  });
  return (
    <Stack gap="5">
      <Field.Root {...fieldProps('domainId')} disabled={disabled || domainLocked}>
        <Field.Label>
          {t('domainApplication.apply.domain')}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={values.domainId}
            onChange={(event) => onChange('domainId', event.currentTarget.value)}
          >
            <option value="">{t('domainApplication.apply.domainPlaceholder')}</option>
            {domains.map((domain) => (
              <option key={domain.id} value={domain.id}>
                {domain.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {domainLocked ? (
          <Field.HelperText>{t('domainApplication.apply.domainFixed')}</Field.HelperText>
        ) : null}
        <Field.ErrorText>{message('domainId')}</Field.ErrorText>
      </Field.Root>
      <Field.Root {...fieldProps('scenario')}>
        <Field.Label>
          {t('domainApplication.apply.scenario')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          value={values.scenario}
          rows={6}
          maxLength={SCENARIO_MAX}
          onChange={(event) => onChange('scenario', event.currentTarget.value)}
        />
        <Field.HelperText display="flex" justifyContent="space-between" width="full" gap="3">
          <span>{t('domainApplication.apply.scenarioHelp')}</span>
          <span>
            {t('domainApplication.apply.scenarioCount', { count: [...values.scenario].length })}
          </span>
        </Field.HelperText>
        <Field.ErrorText>{message('scenario')}</Field.ErrorText>
      </Field.Root>
      <Stack direction={{ base: 'column', md: 'row' }} gap="5">
        <Field.Root {...fieldProps('contactName')}>
          <Field.Label>
            {t('domainApplication.apply.contactName')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={values.contactName}
            autoComplete="name"
            onChange={(event) => onChange('contactName', event.currentTarget.value)}
          />
          <Field.ErrorText>{message('contactName')}</Field.ErrorText>
        </Field.Root>
        <Field.Root {...fieldProps('contactPhone')}>
          <Field.Label>
            {t('domainApplication.apply.contactPhone')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={values.contactPhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            onChange={(event) => onChange('contactPhone', event.currentTarget.value)}
          />
          <Field.HelperText>{t('domainApplication.apply.contactPhoneHelp')}</Field.HelperText>
          <Field.ErrorText>{message('contactPhone')}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </Stack>
  );
}
