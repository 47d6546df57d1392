/**
 * 登录 (/login, spec §2): the login landing with both ways in; `?type=operator` shows the operator
 * form; `?ticket=` is the government SSO sending the browser back, and the ticket is exchanged.
 * `preUrl` says where to go afterwards and is kept through every step.
 */
import { Link, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { CorporateCallback } from '../components/corporate-callback';
import { LoginOptions } from '../components/login-options';
import { LoginShell } from '../components/login-shell';
import { OperatorLoginForm } from '../components/operator-login-form';
import { RegisterLink } from '../components/register-link';
import { loginChoosePath, OPERATOR_LOGIN_TYPE, preUrlOf } from '../login-paths';

export function LoginPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const preUrl = preUrlOf(search);

  if (search.has('ticket')) {
    return (
      <LoginShell title={t('routes.login')} lead={t('login.welcome')}>
        <CorporateCallback preUrl={preUrl} />
      </LoginShell>
    );
  }

  if (search.get('type') === OPERATOR_LOGIN_TYPE) {
    return (
      <LoginShell title={t('login.operatorFormTitle')} lead={t('login.operatorFormLead')}>
        <Stack gap="6">
          <OperatorLoginForm preUrl={preUrl} />
          <Link asChild color="brand.fg" fontSize="sm" alignSelf="flex-start">
            <RouterLink to={loginChoosePath(preUrl)}>
              <ArrowLeft aria-hidden="true" size={16} />
              {t('login.otherWays')}
            </RouterLink>
          </Link>
        </Stack>
      </LoginShell>
    );
  }

  return (
    <LoginShell title={t('routes.login')} lead={t('login.lead')}>
      <Stack gap="6">
        <LoginOptions preUrl={preUrl} />
        <RegisterLink />
      </Stack>
    </LoginShell>
  );
}
