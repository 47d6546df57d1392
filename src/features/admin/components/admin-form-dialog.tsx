/**
 * 新增管理员 / 编辑 in a dialog: 账号 (fixed once created), 姓名, 手机号 and 角色 from the role list.
 * Values are checked before sending, with the reasons in Chinese beside the inputs; the server's
 * refusal (an account name already taken, bad input) is shown in the dialog. Editing starts from the
 * account as the server holds it now.
 */
import { Dialog, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/components/page/load-error';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { AddOrEditDialog } from '@/components/form/add-or-edit-dialog';
import { DialogForm } from '@/components/form/dialog-form';
import { FormField } from '@/components/form/form-field';
import { useAsyncData, type AsyncDataState } from '@/lib/use-async-data';
import { useFormValues } from '@/lib/use-form-values';
import { checkAdminUpdate, checkNewAdmin, formValuesOf } from '../admin-form-values';
import type { Admin, AdminNewRequest, AdminUpdateRequest, Role } from '../api/admin-types';
import type { CreatedAdmin, WriteOutcome } from '../api/change-admin';
import { getAdmin } from '../api/get-admin';

export type AdminFormActions = {
  create: (request: AdminNewRequest) => Promise<WriteOutcome<CreatedAdmin>>;
  update: (request: AdminUpdateRequest) => Promise<WriteOutcome<Admin>>;
};

type AdminFormDialogProps = {
  /** null: closed; 'new': 新增管理员; an account: 编辑 it. */
  target: Admin | 'new' | null;
  roles: AsyncDataState<Role[]> & { retry: () => void };
  actions: AdminFormActions;
  onCreated: (created: CreatedAdmin) => void;
  onUpdated: (admin: Admin, unchanged: boolean) => void;
  onClose: () => void;
};

export function AdminFormDialog({
  target,
  roles,
  actions,
  onCreated,
  onUpdated,
  onClose,
}: AdminFormDialogProps) {
  const { t } = useTranslation();
  return (
    <AddOrEditDialog
      target={target}
      titles={{ add: t('admin.accounts.form.addTitle'), edit: t('admin.accounts.form.editTitle') }}
      onClose={onClose}
    >
      {(editing) =>
        editing === null ? (
          <AdminForm
            editing={null}
            roles={roles}
            actions={actions}
            onCreated={onCreated}
            onUpdated={onUpdated}
            onCancel={onClose}
          />
        ) : (
          <CurrentAdminForm
            key={editing.id}
            id={editing.id}
            roles={roles}
            actions={actions}
            onCreated={onCreated}
            onUpdated={onUpdated}
            onCancel={onClose}
          />
        )
      }
    </AddOrEditDialog>
  );
}

type FormProps = Omit<AdminFormDialogProps, 'target' | 'onClose'> & { onCancel: () => void };

function CurrentAdminForm({ id, ...props }: FormProps & { id: string }) {
  const load = useCallback(() => getAdmin(id), [id]);
  const current = useAsyncData(['POST /primary/admin/detail', { id }], load);
  if (current.status === 'loading') {
    return (
      <Dialog.Body>
        <TextSkeleton lines={4} />
      </Dialog.Body>
    );
  }
  if (current.status === 'error') {
    return (
      <Dialog.Body>
        <LoadError message={current.message} onRetry={current.retry} />
      </Dialog.Body>
    );
  }
  return <AdminForm editing={current.data} {...props} />;
}

function AdminForm({
  editing,
  roles,
  actions,
  onCreated,
  onUpdated,
  onCancel,
}: FormProps & { editing: Admin | null }) {
  const { t } = useTranslation();
  const { values, errors, setErrors, change } = useFormValues(() => formValuesOf(editing));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setRefusal(null);
    if (editing === null) {
      const checked = checkNewAdmin(values, t);
      if (!checked.ok) {
        setErrors(checked.errors);
        return;
      }
      setSaving(true);
      const outcome = await actions.create(checked.request);
      setSaving(false);
      if (outcome.ok) onCreated(outcome.data);
      else setRefusal(outcome.message || t('admin.accounts.form.failed'));
      return;
    }
    const checked = checkAdminUpdate(editing, values, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    const outcome = await actions.update(checked.request);
    setSaving(false);
    if (outcome.ok) onUpdated(outcome.data, outcome.unchanged);
    else setRefusal(outcome.message || t('admin.accounts.form.failed'));
  };

  return (
    <DialogForm
      onSubmit={() => void submit()}
      onCancel={onCancel}
      refusal={refusal}
      saving={saving}
      labels={{
        cancel: t('admin.accounts.form.cancel'),
        submit: editing === null ? t('admin.accounts.form.create') : t('admin.accounts.form.save'),
        saving: t('admin.accounts.form.saving'),
      }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField
          label={t('admin.accounts.form.account')}
          error={errors.account}
          hint={
            editing === null
              ? t('admin.accounts.form.accountHint')
              : t('admin.accounts.form.accountFixed')
          }
          required={editing === null}
          disabled={editing !== null}
        >
          <Input
            value={values.account}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('admin.accounts.form.accountPlaceholder')}
            onChange={(event) => change({ account: event.currentTarget.value })}
          />
        </FormField>
        <FormField label={t('admin.accounts.form.name')} error={errors.name} required>
          <Input
            value={values.name}
            autoComplete="off"
            placeholder={t('admin.accounts.form.namePlaceholder')}
            onChange={(event) => change({ name: event.currentTarget.value })}
          />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField
          label={t('admin.accounts.form.phone')}
          error={errors.phone}
          hint={t('admin.accounts.form.phoneHint')}
          required={editing === null}
        >
          <Input
            value={values.phone}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={13}
            placeholder={
              editing === null
                ? t('admin.accounts.form.phonePlaceholder')
                : t('admin.accounts.form.phoneKeep', { phone: editing.phone })
            }
            onChange={(event) => change({ phone: event.currentTarget.value })}
          />
        </FormField>
        <FormField label={t('admin.accounts.form.role')} error={errors.roleId} required>
          <NativeSelect.Root disabled={roles.status !== 'success'}>
            <NativeSelect.Field
              value={values.roleId}
              onChange={(event) => change({ roleId: event.currentTarget.value })}
            >
              <option value="">{t('admin.accounts.form.rolePlaceholder')}</option>
              {roles.status === 'success'
                ? roles.data.map((role) => (
                    <option key={role.id} value={role.id}>
                      {role.name}
                    </option>
                  ))
                : null}
              {roles.status !== 'success' && editing !== null ? (
                <option value={editing.roleId}>{editing.roleName}</option>
              ) : null}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      {roles.status === 'error' ? (
        <LoadError message={t('admin.accounts.form.rolesFailed')} onRetry={roles.retry} />
      ) : null}
    </DialogForm>
  );
}
