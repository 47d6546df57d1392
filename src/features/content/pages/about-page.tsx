import { useTranslation } from '@/i18n/use-translation';

import { ContentWallArticle } from '../components/content-wall-article';

/** 关于平台: the `about` entry of the content wall. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <ContentWallArticle
      entryKey="about"
      title={t('routes.about')}
      emptyText={t('content.emptyAbout')}
    />
  );
}
