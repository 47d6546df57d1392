/**
 * The typed values of 专区申请 and their saving. Every keystroke is kept in sessionStorage until the
 * draft is saved (unsaved-apply-form.ts), and leaving the page with unsaved input asks first.
 * 保存草稿 creates the draft (`new`) or saves it at the version last read (`update`).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiFailure } from '@/api/request';
import type { ApplicationDetail } from '../api/application-types';
import { createApplicationDraft } from '../api/create-application-draft';
import { updateApplicationDraft } from '../api/update-application-draft';
import {
  emptyApplyForm,
  hasErrors,
  sameValues,
  trimmedValues,
  validateApplyForm,
  type ApplyFormErrors,
  type ApplyFormField,
  type ApplyFormValues,
} from '../apply-form-values';
import { clearUnsavedForm, readUnsavedForm, writeUnsavedForm } from '../unsaved-apply-form';

export type SaveOutcome =
  | { kind: 'invalid' }
  | { kind: 'created'; application: ApplicationDetail }
  | { kind: 'updated'; application: ApplicationDetail }
  | { kind: 'unchanged' }
  | { kind: 'failed'; failure: ApiFailure };

function valuesOf(application: ApplicationDetail | null, domainId: string | null): ApplyFormValues {
  if (application === null) return { ...emptyApplyForm, domainId: domainId ?? '' };
  return {
    domainId: application.domainId,
    scenario: application.scenario,
    contactName: application.contactName,
    contactPhone: application.contactPhone,
  };
}

export function useApplyForm(
  application: ApplicationDetail | null,
  preselectedDomainId: string | null,
) {
  // Where unsaved input is kept: the draft's own place once the first save has created it.
  const [storageId, setStorageId] = useState(application?.id ?? null);
  const [saved, setSaved] = useState(() => valuesOf(application, preselectedDomainId));
  const [initial] = useState(() => {
    const unsaved = readUnsavedForm(storageId);
    if (unsaved === null) return { values: saved, restored: false };
    const values =
      application === null && preselectedDomainId !== null
        ? { ...unsaved, domainId: preselectedDomainId }
        : { ...unsaved, domainId: saved.domainId || unsaved.domainId };
    return { values, restored: !sameValues(trimmedValues(values), trimmedValues(saved)) };
  });
  const [values, setValues] = useState(initial.values);
  const [restored, setRestored] = useState(initial.restored);
  const [errors, setErrors] = useState<ApplyFormErrors>({});
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const dirty = !sameValues(trimmedValues(values), trimmedValues(saved));

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = useCallback(
    (field: ApplyFormField, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      writeUnsavedForm(storageId, next);
      if (checked) setErrors(validateApplyForm(next));
    },
    [values, storageId, checked],
  );

  const discardRestored = useCallback(() => {
    clearUnsavedForm(storageId);
    setValues(saved);
    setRestored(false);
    setErrors({});
  }, [saved, storageId]);

  const save = useCallback(
    async (current: ApplicationDetail | null): Promise<SaveOutcome> => {
      const found = validateApplyForm(values);
      setChecked(true);
      setErrors(found);
      if (hasErrors(found)) return { kind: 'invalid' };
      const sent = trimmedValues(values);
      setSaving(true);
      const result =
        current === null
          ? await createApplicationDraft(sent)
          : await updateApplicationDraft({
              id: current.id,
              version: current.version,
              scenario: sent.scenario,
              contactName: sent.contactName,
              contactPhone: sent.contactPhone,
            });
      setSaving(false);
      if (!result.ok) return { kind: 'failed', failure: result };
      clearUnsavedForm(storageId);
      setRestored(false);
      setValues(sent);
      setSaved(sent);
      if (result.data === null) return { kind: 'unchanged' };
      if (current === null) setStorageId(result.data.id);
      return current === null
        ? { kind: 'created', application: result.data }
        : { kind: 'updated', application: result.data };
    },
    [values, storageId],
  );

  return { values, errors, dirty, saving, restored, change, save, discardRestored };
}
