import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { routeLabels } from '@/config/routes';

/** 登录: corporate login through the government single sign-on; `preUrl` says where to return. */
export function LoginPage() {
  const { t } = useTranslation();
  return <EmptyPage title={routeLabels.login} description={t('pages.login')} icon={<LogIn />} />;
}
