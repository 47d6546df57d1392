/**
 * The change-password form: 原密码, 新密码 (with the policy under it), 确认新密码, checked as the person
 * submits and then by the server, whose message is shown above the buttons. With `oldPassword` given
 * (the forced change right after login) the old password is not asked again.
 */
import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, type ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { PasswordField } from '@machines/login/change-password.types';
import { PASSWORD_POLICY } from '@machines/login/password-policy';
import { useMessageText } from '@/lib/use-message-text';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '../hooks/use-change-password';

type ChangePasswordFormProps = {
  /** The account name, so a new password containing it is refused at once; null when unknown. */
  account: string | null;
  oldPassword?: string;
  onChanged: (changedAt: string) => void;
  onCancel?: () => void;
  submitLabel?: string;
};

export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const policyId = useId();
  const actor = useChangePassword({
    account: props.account,
    ...(props.oldPassword === undefined ? {} : { oldPassword: props.oldPassword }),
  });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  const changedAt = useSelector(actor, (snapshot) =>
    snapshot.status === 'done' ? snapshot.output.changedAt : null,
  );
  const { onChanged } = props;

  useEffect(() => {
    if (changedAt !== null) onChanged(changedAt);
  }, [changedAt, onChanged]);

  const edit = (field: PasswordField) => (event: ChangeEvent<HTMLInputElement>) =>
    actor.send({ type: 'password.edit', field, value: event.target.value });
  const errors = context.fieldErrors;
  const askOldPassword = props.oldPassword === undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'password.submit' });
      }}
    >
      <Stack gap="4">
        {askOldPassword ? (
          <Field.Root invalid={errors.oldPassword !== undefined} required>
            <Field.Label>
              {t('account.oldPassword')}
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              name="oldPassword"
              autoComplete="current-password"
              value={context.oldPassword}
              onChange={edit('oldPassword')}
            />
            <Field.ErrorText>{text(errors.oldPassword)}</Field.ErrorText>
          </Field.Root>
        ) : null}
        <Field.Root invalid={errors.newPassword !== undefined} required>
          <Field.Label>
            {t('account.newPassword')}
            <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="newPassword"
            autoComplete="new-password"
            value={context.newPassword}
            onChange={edit('newPassword')}
            aria-describedby={policyId}
          />
          {errors.newPassword ? (
            <Field.ErrorText>{text(errors.newPassword)}</Field.ErrorText>
          ) : (
            <Field.HelperText id={policyId}>
              {t('account.policy', { policy: t(PASSWORD_POLICY.key, PASSWORD_POLICY.values) })}
            </Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={errors.confirmPassword !== undefined} required>
          <Field.Label>
            {t('account.confirmPassword')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={context.confirmPassword}
            onChange={edit('confirmPassword')}
          />
          <Field.ErrorText>{text(errors.confirmPassword)}</Field.ErrorText>
        </Field.Root>
        {context.error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{text(context.error)}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack justify="flex-end" gap="3" pt="1">
          {props.onCancel ? (
            <Button type="button" variant="outline" onClick={props.onCancel}>
              {t('account.cancel')}
            </Button>
          ) : null}
          <Button
            type="submit"
            colorPalette="brand"
            loading={saving}
            loadingText={t('account.saving')}
          >
            {props.submitLabel ?? t('account.save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
