import { useTranslation } from 'react-i18next';
import { routeLabels } from '@/config/routes';
import { ContentWallArticle } from '../components/content-wall-article';

/** 隐私政策声明 (/richTextCenter): the `privacy` entry of the content wall. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <ContentWallArticle
      entryKey="privacy"
      title={routeLabels.richTextCenter}
      emptyText={t('content.emptyPrivacy')}
    />
  );
}
