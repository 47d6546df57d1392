import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '@/components/page/empty-page';
import { routeLabels } from '@/config/routes';

/** 选择用户类型: the user picks how to log in. */
export function LoginChoosePage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={routeLabels.loginChoose}
      statusTitle={t('common.inPreparation')}
      description={t('pages.loginChoose')}
      icon={<Users />}
    />
  );
}
