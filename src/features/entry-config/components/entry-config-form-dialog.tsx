/**
 * 新增 / 编辑 an entry config in a dialog: name, description, whether it is required, the allowed file
 * types as checkboxes, the size limit in MB and the display order. Values are checked before sending;
 * the server's refusal (a name already used, bad input) is shown in the dialog.
 */
import { Checkbox, CheckboxGroup, Fieldset, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { AddOrEditDialog } from '@/components/form/add-or-edit-dialog';
import { DialogForm } from '@/components/form/dialog-form';
import { FormField } from '@/components/form/form-field';
import { useFormValues } from '@/lib/use-form-values';
import type { EntryConfig } from '../api/list-entry-configs';
import {
  checkFormValues,
  FILE_TYPES,
  formValuesOf,
  isFileType,
  type EntryConfigFields,
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
  return (
    <AddOrEditDialog
      target={target}
      titles={{ add: t('entryConfig.addTitle'), edit: t('entryConfig.editTitle') }}
      onClose={onClose}
    >
      {(editing) => (
        <EntryConfigForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onSave={onSave}
          onSaved={onSaved}
          onCancel={onClose}
        />
      )}
    </AddOrEditDialog>
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
  const { values, errors, setErrors, change } = useFormValues(() => formValuesOf(editing));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
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
    <DialogForm
      onSubmit={() => void submit()}
      onCancel={onCancel}
      refusal={refusal}
      saving={saving}
      labels={{
        cancel: t('entryConfig.form.cancel'),
        submit: t('entryConfig.form.save'),
        saving: t('entryConfig.form.saving'),
      }}
    >
      <FormField label={t('entryConfig.form.name')} error={errors.name} required>
        <Input
          value={values.name}
          placeholder={t('entryConfig.form.namePlaceholder')}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
      </FormField>
      <FormField label={t('entryConfig.form.description')} error={errors.description}>
        <Textarea
          value={values.description}
          rows={3}
          placeholder={t('entryConfig.form.descriptionPlaceholder')}
          onChange={(event) => change({ description: event.currentTarget.value })}
        />
      </FormField>
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
        <FormField
          label={t('entryConfig.form.size')}
          error={errors.sizeMb}
          hint={t('entryConfig.form.sizeHint')}
          required
        >
          <Input
            value={values.sizeMb}
            inputMode="decimal"
            onChange={(event) => change({ sizeMb: event.currentTarget.value })}
          />
        </FormField>
        <FormField
          label={t('entryConfig.form.order')}
          error={errors.sortOrder}
          hint={t('entryConfig.form.orderHint')}
        >
          <Input
            value={values.sortOrder}
            inputMode="numeric"
            onChange={(event) => change({ sortOrder: event.currentTarget.value })}
          />
        </FormField>
      </SimpleGrid>
    </DialogForm>
  );
}
