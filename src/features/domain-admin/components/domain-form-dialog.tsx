/**
 * 新增 / 编辑 a domain in a dialog: name, code (set once, then shown read-only: it is the domain's stable
 * name), summary, description in the rich-text editor, display order and the time limits of 初审 and
 * 终审 in working days. Editing starts from the domain as the server holds it now (its description is
 * not in the list). Values are checked before sending; the server's refusal (a code already taken, bad
 * input) is shown in the dialog.
 */
import { Box, Field, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { AddOrEditDialog } from '@/components/form/add-or-edit-dialog';
import { DialogForm } from '@/components/form/dialog-form';
import { FormField } from '@/components/form/form-field';
import { LoadError } from '@/components/page/load-error';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { RichTextEditor, type EditorValue } from '@/components/rich-text/rich-text-editor';
import { useAsyncData } from '@/lib/use-async-data';
import { useFormValues } from '@/lib/use-form-values';
import type { WriteOutcome } from '../api/change-domain';
import type { DomainAdminDetail, DomainAdminSummary } from '../api/domain-admin-types';
import { getDomain } from '../api/get-domain';
import { checkFormValues, formValuesOf, type DomainFields } from '../domain-form-values';

type DomainFormDialogProps = {
  /** null: closed; 'new': 新增; a domain: 编辑 it. */
  target: DomainAdminSummary | 'new' | null;
  onSave: (
    editing: DomainAdminDetail | null,
    fields: DomainFields & { description: string },
  ) => Promise<WriteOutcome<DomainAdminDetail>>;
  onSaved: (domain: DomainAdminDetail, created: boolean, unchanged: boolean) => void;
  onClose: () => void;
};

export function DomainFormDialog({ target, onSave, onSaved, onClose }: DomainFormDialogProps) {
  const { t } = useTranslation();
  return (
    <AddOrEditDialog
      target={target}
      titles={{ add: t('domainAdmin.form.addTitle'), edit: t('domainAdmin.form.editTitle') }}
      onClose={onClose}
    >
      {(editing) =>
        editing === null ? (
          <DomainForm editing={null} onSave={onSave} onSaved={onSaved} onCancel={onClose} />
        ) : (
          <EditedDomain id={editing.id} onSave={onSave} onSaved={onSaved} onCancel={onClose} />
        )
      }
    </AddOrEditDialog>
  );
}

type FormCallbacks = Pick<DomainFormDialogProps, 'onSave' | 'onSaved'> & { onCancel: () => void };

function EditedDomain({ id, ...callbacks }: FormCallbacks & { id: string }) {
  const load = useCallback(() => getDomain(id), [id]);
  const state = useAsyncData(['POST /primary/domain-admin/detail', { id }], load);
  if (state.status === 'loading') return <TextSkeleton lines={6} />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={state.retry} />;
  return <DomainForm key={state.data.id} editing={state.data} {...callbacks} />;
}

function DomainForm({
  editing,
  onSave,
  onSaved,
  onCancel,
}: FormCallbacks & { editing: DomainAdminDetail | null }) {
  const { t } = useTranslation();
  const { values, errors, setErrors, change } = useFormValues(() => formValuesOf(editing));
  const [description, setDescription] = useState<EditorValue>({
    html: editing?.description ?? '',
    text: '',
  });
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const descriptionErrorId = useId();

  const submit = async () => {
    const checked = checkFormValues(values, t);
    const descriptionEmpty = description.text.trim() === '';
    setDescriptionError(descriptionEmpty ? t('domainAdmin.form.errors.description') : null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (descriptionEmpty) return;
    setSaving(true);
    setRefusal(null);
    const outcome = await onSave(editing, { ...checked.fields, description: description.html });
    setSaving(false);
    if (outcome.ok) onSaved(outcome.data, editing === null, outcome.unchanged);
    else setRefusal(outcome.message);
  };

  return (
    <DialogForm
      onSubmit={() => void submit()}
      onCancel={onCancel}
      refusal={refusal}
      saving={saving}
      labels={{
        cancel: t('domainAdmin.cancel'),
        submit: t('domainAdmin.form.save'),
        saving: t('domainAdmin.form.saving'),
      }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t('domainAdmin.form.name')} error={errors.name} required>
          <Input
            value={values.name}
            placeholder={t('domainAdmin.form.namePlaceholder')}
            onChange={(event) => change({ name: event.currentTarget.value })}
          />
        </FormField>
        <FormField
          label={t('domainAdmin.form.code')}
          error={errors.code}
          hint={t(editing === null ? 'domainAdmin.form.codeHint' : 'domainAdmin.form.codeFixed')}
          required
          disabled={editing !== null}
        >
          <Input
            value={values.code}
            fontFamily="mono"
            placeholder="health-care"
            readOnly={editing !== null}
            onChange={(event) => change({ code: event.currentTarget.value })}
          />
        </FormField>
      </SimpleGrid>
      <FormField label={t('domainAdmin.form.summary')} error={errors.summary} required>
        <Textarea
          value={values.summary}
          rows={2}
          placeholder={t('domainAdmin.form.summaryPlaceholder')}
          onChange={(event) => change({ summary: event.currentTarget.value })}
        />
      </FormField>
      <Field.Root invalid={descriptionError !== null} required>
        <Field.Label>
          {t('domainAdmin.form.description')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Box width="full" maxHeight="280px" overflowY="auto">
          <RichTextEditor
            initialContent={editing?.description ?? ''}
            label={t('domainAdmin.form.description')}
            invalid={descriptionError !== null}
            describedBy={descriptionError !== null ? descriptionErrorId : undefined}
            onReady={setDescription}
            onChange={(value) => {
              setDescription(value);
              setDescriptionError(null);
            }}
          />
        </Box>
        {descriptionError !== null ? (
          <Text id={descriptionErrorId} fontSize="sm" color="red.600">
            {descriptionError}
          </Text>
        ) : null}
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <FormField
          label={t('domainAdmin.form.firstReviewDays')}
          error={errors.firstReviewDays}
          hint={t('domainAdmin.form.daysHint')}
          required
        >
          <Input
            value={values.firstReviewDays}
            inputMode="numeric"
            onChange={(event) => change({ firstReviewDays: event.currentTarget.value })}
          />
        </FormField>
        <FormField
          label={t('domainAdmin.form.finalReviewDays')}
          error={errors.finalReviewDays}
          hint={t('domainAdmin.form.daysHint')}
          required
        >
          <Input
            value={values.finalReviewDays}
            inputMode="numeric"
            onChange={(event) => change({ finalReviewDays: event.currentTarget.value })}
          />
        </FormField>
        <FormField
          label={t('domainAdmin.form.sortOrder')}
          error={errors.sortOrder}
          hint={t('domainAdmin.form.sortOrderHint')}
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
