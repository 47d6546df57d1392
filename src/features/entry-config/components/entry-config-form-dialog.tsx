/**
 * 新增 / 编辑 an entry config in a dialog: name, description, whether it is required, the allowed file
 * types as checkboxes, the size limit in MB and the display order. Values are checked before sending;
 * the server's refusal (a name already used, bad input) is shown in the dialog.
 */
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Field,
  Fieldset,
  Input,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '@/components/ui/dialog-frame';
import type { EntryConfig } from '../api/list-entry-configs';
import {
  checkFormValues,
  FILE_TYPES,
  formValuesOf,
  isFileType,
  type EntryConfigFields,
  type EntryConfigFormErrors,
  type EntryConfigFormValues,
} from '../entry-config-form-values';
import type { WriteOutcome } from '../hooks/use-entry-config-actions';

type EntryConfigFormDialogProps = {
  /** null: closed; 'new': 新增; a config: 编辑 it. */
  target: EntryConfig | 'new' | null;
  onSave: (
    editing: EntryConfig | null,
    fields: EntryConfigFields,
  ) => Promise<WriteOutcome<EntryConfig>>;
  onSaved: (config: EntryConfig, created: boolean) => void;
  onClose: () => void;
};

export function EntryConfigFormDialog({
  target,
  onSave,
  onSaved,
  onClose,
}: EntryConfigFormDialogProps) {
  const { t } = useTranslation();
  const editing = target === 'new' ? null : target;
  return (
    <DialogFrame
      open={target !== null}
      onClose={onClose}
      title={editing === null ? t('entryConfig.addTitle') : t('entryConfig.editTitle')}
      size="lg"
    >
      {target !== null ? (
        <EntryConfigForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onSave={onSave}
          onSaved={onSaved}
          onCancel={onClose}
        />
      ) : null}
    </DialogFrame>
  );
}

type EntryConfigFormProps = {
  editing: EntryConfig | null;
  onSave: EntryConfigFormDialogProps['onSave'];
  onSaved: EntryConfigFormDialogProps['onSaved'];
  onCancel: () => void;
};

function EntryConfigForm({ editing, onSave, onSaved, onCancel }: EntryConfigFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<EntryConfigFormValues>(() => formValuesOf(editing));
  const [errors, setErrors] = useState<EntryConfigFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (patch: Partial<EntryConfigFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFormValues(values, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    setRefusal(null);
    const outcome = await onSave(editing, checked.fields);
    setSaving(false);
    if (outcome.ok) onSaved(outcome.data, editing === null);
    else setRefusal(outcome.message);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root required invalid={errors.name !== undefined}>
            <Field.Label>
              {t('entryConfig.form.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={values.name}
              placeholder={t('entryConfig.form.namePlaceholder')}
              onChange={(event) => change({ name: event.currentTarget.value })}
            />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.description !== undefined}>
            <Field.Label>{t('entryConfig.form.description')}</Field.Label>
            <Textarea
              value={values.description}
              rows={3}
              placeholder={t('entryConfig.form.descriptionPlaceholder')}
              onChange={(event) => change({ description: event.currentTarget.value })}
            />
            <Field.ErrorText>{errors.description}</Field.ErrorText>
          </Field.Root>
          <Checkbox.Root
            colorPalette="brand"
            checked={values.required}
            onCheckedChange={(details) => change({ required: details.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('entryConfig.form.required')}</Checkbox.Label>
          </Checkbox.Root>
          <Fieldset.Root invalid={errors.allowedTypes !== undefined}>
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              {t('entryConfig.form.types')}
            </Fieldset.Legend>
            <CheckboxGroup
              value={values.allowedTypes}
              onValueChange={(next) => change({ allowedTypes: next.filter(isFileType) })}
            >
              <SimpleGrid columns={{ base: 3, sm: 5 }} gap="2" mt="2">
                {FILE_TYPES.map((type) => (
                  <Checkbox.Root key={type} value={type} colorPalette="brand" size="sm">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{type.toUpperCase()}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </CheckboxGroup>
            <Fieldset.ErrorText>{errors.allowedTypes}</Fieldset.ErrorText>
          </Fieldset.Root>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root required invalid={errors.sizeMb !== undefined}>
              <Field.Label>
                {t('entryConfig.form.size')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                value={values.sizeMb}
                inputMode="decimal"
                onChange={(event) => change({ sizeMb: event.currentTarget.value })}
              />
              {errors.sizeMb !== undefined ? (
                <Field.ErrorText>{errors.sizeMb}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('entryConfig.form.sizeHint')}</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={errors.sortOrder !== undefined}>
              <Field.Label>{t('entryConfig.form.order')}</Field.Label>
              <Input
                value={values.sortOrder}
                inputMode="numeric"
                onChange={(event) => change({ sortOrder: event.currentTarget.value })}
              />
              {errors.sortOrder !== undefined ? (
                <Field.ErrorText>{errors.sortOrder}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('entryConfig.form.orderHint')}</Field.HelperText>
              )}
            </Field.Root>
          </SimpleGrid>
          {refusal !== null ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{refusal}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          {t('entryConfig.form.cancel')}
        </Button>
        <Button
          type="submit"
          colorPalette="brand"
          loading={saving}
          loadingText={t('entryConfig.form.saving')}
        >
          {t('entryConfig.form.save')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
