import { useTranslation } from '@/i18n/use-translation';

import { ContentWallArticle } from '../components/content-wall-article';

/** 隐私政策声明 (/richTextCenter): the `privacy` entry of the content wall. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <ContentWallArticle
      entryKey="privacy"
      title={t('routes.richTextCenter')}
      emptyText={t('content.emptyPrivacy')}
    />
  );
}
