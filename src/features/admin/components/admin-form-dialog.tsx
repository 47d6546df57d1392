/**
 * 新增管理员 / 编辑 in a dialog: 账号 (fixed once created), 姓名, 手机号 and 角色 from the role list.
 * Values are checked before sending, with the reasons in Chinese beside the inputs; the server's
 * refusal (an account name already taken, bad input) is shown in the dialog. Editing starts from the
 * account as the server holds it now.
 */
import {
  Alert,
  Button,
  Dialog,
  Field,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/page/load-error';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { useAsyncData, type AsyncDataState } from '@/lib/use-async-data';
import {
  checkAdminUpdate,
  checkNewAdmin,
  formValuesOf,
  type AdminFormErrors,
  type AdminFormValues,
} from '../admin-form-values';
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
  const editing = target === 'new' ? null : target;
  return (
    <DialogFrame
      open={target !== null}
      onClose={onClose}
      title={
        editing === null ? t('admin.accounts.form.addTitle') : t('admin.accounts.form.editTitle')
      }
      size="lg"
    >
      {target === null ? null : editing === null ? (
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
      )}
    </DialogFrame>
  );
}

type FormProps = Omit<AdminFormDialogProps, 'target' | 'onClose'> & { onCancel: () => void };

function CurrentAdminForm({ id, ...props }: FormProps & { id: string }) {
  const load = useCallback(() => getAdmin(id), [id]);
  const current = useAsyncData(load);
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
  const [values, setValues] = useState<AdminFormValues>(() => formValuesOf(editing));
  const [errors, setErrors] = useState<AdminFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (patch: Partial<AdminFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Dialog.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root
              required={editing === null}
              invalid={errors.account !== undefined}
              disabled={editing !== null}
            >
              <Field.Label>
                {t('admin.accounts.form.account')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                value={values.account}
                autoComplete="off"
                spellCheck={false}
                placeholder={t('admin.accounts.form.accountPlaceholder')}
                onChange={(event) => change({ account: event.currentTarget.value })}
              />
              {errors.account !== undefined ? (
                <Field.ErrorText>{errors.account}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {editing === null
                    ? t('admin.accounts.form.accountHint')
                    : t('admin.accounts.form.accountFixed')}
                </Field.HelperText>
              )}
            </Field.Root>
            <Field.Root required invalid={errors.name !== undefined}>
              <Field.Label>
                {t('admin.accounts.form.name')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                value={values.name}
                autoComplete="off"
                placeholder={t('admin.accounts.form.namePlaceholder')}
                onChange={(event) => change({ name: event.currentTarget.value })}
              />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root required={editing === null} invalid={errors.phone !== undefined}>
              <Field.Label>
                {t('admin.accounts.form.phone')}
                <Field.RequiredIndicator />
              </Field.Label>
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
              {errors.phone !== undefined ? (
                <Field.ErrorText>{errors.phone}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('admin.accounts.form.phoneHint')}</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root required invalid={errors.roleId !== undefined}>
              <Field.Label>
                {t('admin.accounts.form.role')}
                <Field.RequiredIndicator />
              </Field.Label>
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
              <Field.ErrorText>{errors.roleId}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          {roles.status === 'error' ? (
            <LoadError message={t('admin.accounts.form.rolesFailed')} onRetry={roles.retry} />
          ) : null}
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
          {t('admin.accounts.form.cancel')}
        </Button>
        <Button
          type="submit"
          colorPalette="brand"
          loading={saving}
          loadingText={t('admin.accounts.form.saving')}
        >
          {editing === null ? t('admin.accounts.form.create') : t('admin.accounts.form.save')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
