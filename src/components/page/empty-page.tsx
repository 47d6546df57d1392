/**
 * A page whose data views are not built yet: its heading (the route label) and, in an empty-state
 * panel, one neutral sentence about what the page is for. No fake data, no buttons that pretend.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';
import { PendingContent } from './pending-content';

type EmptyPageProps = {
  title: string;
  description: string;
  icon?: ReactNode;
  /** The empty-state title; 暂无内容 unless the page says otherwise. */
  statusTitle?: string;
  /** Extra neutral context, e.g. the keyword searched for. */
  note?: string;
  root?: { to: string; label: string };
};

export function EmptyPage({ title, description, icon, statusTitle, note, root }: EmptyPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} description={note} root={root} />
      <PageContainer py={{ base: '6', md: '10' }}>
        <PendingContent
          title={statusTitle ?? t('common.empty')}
          description={description}
          icon={icon}
        />
      </PageContainer>
    </>
  );
}
