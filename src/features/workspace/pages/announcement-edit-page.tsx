import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyPage } from '@/components/page/empty-page';
import { paths, routeLabels } from '@/config/routes';
import { NotFoundPage } from '@/features/errors/pages/not-found-page';

/** 公告编辑 (/workspace/annouce/:action): `add` writes a new announcement, `edit` changes one. */
export function AnnouncementEditPage() {
  const { t } = useTranslation();
  const { action } = useParams();
  if (action !== 'add' && action !== 'edit') return <NotFoundPage />;
  return (
    <EmptyPage
      title={routeLabels.workspaceAnnounce}
      statusTitle={t('common.inPreparation')}
      description={action === 'add' ? t('pages.announceAdd') : t('pages.announceEdit')}
      icon={<Megaphone />}
      root={{ to: paths.workspaceHome, label: routeLabels.workspaceHome }}
    />
  );
}
