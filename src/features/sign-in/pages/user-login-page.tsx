/**
 * 登录 after an authentication failure (/user/login, HTTP 401): says the login is no longer valid and
 * offers both ways in again, keeping `preUrl` so the person returns to where they were.
 */
import { Alert, Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';

import { LoginOptions } from '../components/login-options';
import { LoginShell } from '../components/login-shell';
import { RegisterLink } from '../components/register-link';
import { preUrlOf } from '../login-paths';

export function UserLoginPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const preUrl = preUrlOf(search);
  return (
    <LoginShell title={t('routes.userLogin')}>
      <Stack gap="6">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('login.sessionExpiredTitle')}</Alert.Title>
            <Alert.Description>{t('login.sessionExpiredText')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <LoginOptions preUrl={preUrl} />
        <RegisterLink />
      </Stack>
    </LoginShell>
  );
}
