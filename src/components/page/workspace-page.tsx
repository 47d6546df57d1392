/**
 * The frame of a workspace page: its title band, with the breadcrumb leading back to 工作台 and an
 * optional one-line description, above the page's content in the page container.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { paths } from '@/config/routes';
import { PageContainer } from './page-container';
import { PageHeader } from './page-header';

type WorkspacePageProps = { title: string; description?: string; children: ReactNode };

export function WorkspacePage({ title, description, children }: WorkspacePageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        root={{ to: paths.workspaceHome, label: t('routes.workspaceHome') }}
      />
      <PageContainer py={{ base: '6', md: '8' }}>{children}</PageContainer>
    </>
  );
}
