/**
 * 选择用户类型 (/login/choose): two large cards, 法人用户 (to the government SSO) and 平台运营人员 (to the
 * operator form), each with one line on who it is for, and 注册 for companies without an SSO account.
 */
import { Box, Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';

import { LoginOptions } from '../components/login-options';
import { RegisterLink } from '../components/register-link';
import { preUrlOf } from '../login-paths';

export function LoginChoosePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const preUrl = preUrlOf(search);
  return (
    <>
      <PageHeader title={t('routes.loginChoose')} description={t('login.chooseLead')} />
      <Box bg="gray.50">
        <PageContainer py={{ base: '8', md: '12' }}>
          <Stack gap="6">
            <LoginOptions preUrl={preUrl} layout="cards" />
            <RegisterLink />
          </Stack>
        </PageContainer>
      </Box>
    </>
  );
}
