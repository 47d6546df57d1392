/**
 * The step between signing in and going on for an operator whose password was just set by an
 * administrator (or never changed): set a new one first. The old password is the one just typed.
 */
import { Alert, Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';

type ForcedPasswordChangeProps = {
  account: string;
  oldPassword: string;
  onChanged: () => void;
};

export function ForcedPasswordChange(props: ForcedPasswordChangeProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('login.forcedChangeTitle')}</Alert.Title>
          <Alert.Description>{t('login.forcedChangeText')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <ChangePasswordForm
        account={props.account}
        oldPassword={props.oldPassword}
        onChanged={props.onChanged}
        submitLabel={t('account.save')}
      />
    </Stack>
  );
}
