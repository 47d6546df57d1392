import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { routeLabels } from '@/config/routes';

/** 登录 after an authentication failure (HTTP 401); `preUrl` says where to return. */
export function UserLoginPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage title={routeLabels.userLogin} description={t('pages.userLogin')} icon={<LogIn />} />
  );
}
