/**
 * The 新增 / 编辑 管理员 form: its values as typed, their checks in Chinese (the contract's patterns for
 * account and phone), and the request they become. When editing, a blank phone keeps the current one
 * (the list only knows it masked) and only what changed is sent.
 */
import type { TextFunction } from '@/i18n/text-key';
import type { Admin, AdminNewRequest, AdminUpdateRequest } from './api/admin-types';

export const NAME_MAX_LENGTH = 30;
const ACCOUNT_PATTERN = /^[a-z][a-z0-9_.-]{2,31}$/;
const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export type AdminFormValues = { account: string; name: string; phone: string; roleId: string };

export type AdminFormErrors = Partial<Record<keyof AdminFormValues, string>>;

export function formValuesOf(admin: Admin | null): AdminFormValues {
  return admin === null
    ? { account: '', name: '', phone: '', roleId: '' }
    : { account: admin.account, name: admin.name, phone: '', roleId: admin.roleId };
}

type Checked<R> = { ok: true; request: R } | { ok: false; errors: AdminFormErrors };

function checkCommon(values: AdminFormValues, t: TextFunction, phoneRequired: boolean) {
  const errors: AdminFormErrors = {};
  const name = values.name.trim();
  const phone = values.phone.replace(/\s/g, '');
  if (name === '') errors.name = t('admin.accounts.form.nameRequired');
  else if ([...name].length > NAME_MAX_LENGTH)
    errors.name = t('admin.accounts.form.nameTooLong', { max: NAME_MAX_LENGTH });
  if (phone === '') {
    if (phoneRequired) errors.phone = t('admin.accounts.form.phoneRequired');
  } else if (!PHONE_PATTERN.test(phone)) errors.phone = t('admin.accounts.form.phoneInvalid');
  if (values.roleId === '') errors.roleId = t('admin.accounts.form.roleRequired');
  return { errors, name, phone };
}

export function checkNewAdmin(values: AdminFormValues, t: TextFunction): Checked<AdminNewRequest> {
  const { errors, name, phone } = checkCommon(values, t, true);
  const account = values.account.trim();
  if (account === '') errors.account = t('admin.accounts.form.accountRequired');
  else if (!ACCOUNT_PATTERN.test(account)) errors.account = t('admin.accounts.form.accountInvalid');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { account, name, phone, roleId: values.roleId } };
}

export function checkAdminUpdate(
  admin: Admin,
  values: AdminFormValues,
  t: TextFunction,
): Checked<AdminUpdateRequest> {
  const { errors, name, phone } = checkCommon(values, t, false);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      id: admin.id,
      ...(name === admin.name ? {} : { name }),
      ...(phone === '' ? {} : { phone }),
      ...(values.roleId === admin.roleId ? {} : { roleId: values.roleId }),
    },
  };
}
