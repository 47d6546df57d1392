/**
 * The operator login form (DESIGN §8 labels 账号, 密码, 验证码; buttons 获取验证码 and 登录). Enter submits
 * the form; 获取验证码 counts down `N 秒后重新获取` after a code was sent; each field shows its own
 * error, and the server's message (wrong password, locked, too many requests) shows above 登录.
 * After a password reset the person sets a new password before going on.
 */
import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { OperatorLoginField } from '@machines/login/operator-login.types';
import { PasswordInput } from '@/components/ui/password-input';
import { useMessageText } from '@/lib/use-message-text';
import { useFinishLogin } from '../hooks/use-finish-login';
import { useOperatorLogin } from '../hooks/use-operator-login';
import { ForcedPasswordChange } from './forced-password-change';

export function OperatorLoginForm({ preUrl }: { preUrl: string | null }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const actor = useOperatorLogin();
  const finish = useFinishLogin(preUrl);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const sending = useSelector(actor, (snapshot) =>
    snapshot.matches({ active: { flow: 'sendingCode' } }),
  );
  const signingIn = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches({ active: { flow: 'checkingCode' } }) ||
      snapshot.matches({ active: { flow: 'signingIn' } }),
  );
  const changingPassword = useSelector(actor, (snapshot) =>
    snapshot.matches({ active: { flow: 'changingPassword' } }),
  );
  const session = useSelector(actor, (snapshot) =>
    snapshot.status === 'done' ? snapshot.output.session : null,
  );
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (session !== null) finish(session);
  }, [session, finish]);

  // A code is on its way: the next thing to type is the code.
  useEffect(() => {
    if (context.maskedPhone !== null) codeRef.current?.focus();
  }, [context.maskedPhone]);

  if (changingPassword) {
    return (
      <ForcedPasswordChange
        account={context.account.trim()}
        oldPassword={context.password}
        onChanged={() => actor.send({ type: 'login.passwordChanged' })}
      />
    );
  }

  const edit = (field: OperatorLoginField) => (event: ChangeEvent<HTMLInputElement>) =>
    actor.send({ type: 'login.edit', field, value: event.target.value });
  const errors = context.fieldErrors;
  const codeButtonLabel =
    context.resendIn > 0
      ? t('login.resendIn', { seconds: context.resendIn })
      : t('login.requestCode');

  return (
    <form
      noValidate
      aria-label={t('login.operatorFormTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'login.submit' });
      }}
    >
      <Stack gap="5">
        <Field.Root invalid={errors.account !== undefined} required>
          <Field.Label>
            {t('login.account')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="account"
            size="lg"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('login.accountPlaceholder')}
            value={context.account}
            onChange={edit('account')}
          />
          <Field.ErrorText>{text(errors.account)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.password !== undefined} required>
          <Field.Label>
            {t('login.password')}
            <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="password"
            size="lg"
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            value={context.password}
            onChange={edit('password')}
          />
          <Field.ErrorText>{text(errors.password)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.code !== undefined} required>
          <Field.Label>
            {t('login.code')}
            <Field.RequiredIndicator />
          </Field.Label>
          <HStack gap="3" width="full" align="stretch">
            <Input
              ref={codeRef}
              name="code"
              size="lg"
              flex="1"
              minWidth="0"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('login.codePlaceholder')}
              value={context.code}
              onChange={edit('code')}
            />
            <Button
              type="button"
              size="lg"
              variant="outline"
              colorPalette="brand"
              minWidth="44"
              flexShrink={0}
              disabled={context.resendIn > 0}
              loading={sending}
              loadingText={t('login.sendingCode')}
              onClick={() => actor.send({ type: 'login.requestCode' })}
            >
              {codeButtonLabel}
            </Button>
          </HStack>
          {errors.code ? (
            <Field.ErrorText>{text(errors.code)}</Field.ErrorText>
          ) : context.maskedPhone !== null ? (
            <Field.HelperText aria-live="polite">
              {t('login.codeSent', {
                phone: context.maskedPhone,
                minutes: Math.max(1, Math.round((context.codeValidSeconds ?? 300) / 60)),
              })}
            </Field.HelperText>
          ) : null}
        </Field.Root>
        {context.error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{text(context.error)}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          width="full"
          loading={signingIn}
          loadingText={t('login.signingIn')}
        >
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
