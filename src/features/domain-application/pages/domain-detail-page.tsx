/**
 * 申请详情 (/workspace/domain/detail?id=): one application for its applicant or for an operator — its
 * facts and fields, the workflow diagram with the current stage and the path taken, the history, the
 * time spent in each stage, the files, and only the actions the workflow allows this user now.
 * An unknown or malformed id ends at /404.
 */
import { Grid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import { RecordStates } from '@/components/page/record-states';
import { paths } from '@/config/routes';
import { useAuthState } from '@/lib/auth-state';
import { eventsAllowedFor, readerIsApplicant } from '../application-actions';
import type { ApplicationDetail } from '../api/application-types';
import { ApplicationActionsPanel } from '../components/application-actions-panel';
import { ApplicationOverview } from '../components/application-overview';
import { EntryFileRow } from '../components/entry-file-row';
import { FormSection } from '@/components/page/form-section';
import { CaseDocumentLinks } from '@/components/workflow/case-document-links';
import { HistoryTimeline } from '@/components/workflow/history-timeline';
import { TimeInStateTable } from '@/components/workflow/time-in-state-table';
import { WorkflowDiagramView } from '../components/workflow-diagram-view';
import { useApplication } from '../hooks/use-application';
import { useFileDownload } from '../hooks/use-file-download';

function DetailFrame({ lead, children }: { lead?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('routes.domainDetail')}
        description={lead}
        root={{ to: paths.workspaceHome, label: t('routes.workspaceHome') }}
      />
      <PageContainer py={{ base: '6', md: '8' }}>{children}</PageContainer>
    </>
  );
}

function ApplicationView({
  loaded,
  onConflict,
}: {
  loaded: ApplicationDetail;
  onConflict: () => void;
}) {
  const { t } = useTranslation();
  const authState = useAuthState();
  const applicant = readerIsApplicant(authState);
  const [application, setApplication] = useState(loaded);
  const [now] = useState(() => new Date());
  const { download, pendingId } = useFileDownload();
  const allowed = eventsAllowedFor(application, authState);

  return (
    <DetailFrame
      lead={[
        application.caseNumber === null
          ? null
          : `${t('workflow.caseNumber.prefix')}${application.caseNumber}`,
        application.domainName,
        t('workflow.round', { round: application.round }),
      ]
        .filter((part) => part !== null)
        .join(' · ')}
    >
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 300px' }}
        gap="5"
        alignItems="start"
      >
        <Stack gap="5" minWidth="0">
          <ApplicationOverview application={application} />
          <FormSection id="application-diagram" title={t('workflow.diagram.title')}>
            <WorkflowDiagramView state={application.state} history={application.history} />
          </FormSection>
          <FormSection id="application-history" title={t('domainApplication.detail.timelineTitle')}>
            <HistoryTimeline history={application.history} />
          </FormSection>
          <FormSection id="application-time" title={t('workflow.timeInState.title')}>
            <TimeInStateTable history={application.history} now={now} />
          </FormSection>
          <FormSection id="application-files" title={t('domainApplication.detail.filesTitle')}>
            {application.files.length === 0 ? (
              <Text fontSize="sm" color="gray.500">
                {t('domainApplication.detail.noFiles')}
              </Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="1.5">
                {application.files.map((file) => (
                  <EntryFileRow
                    key={file.id}
                    file={{ ...file, name: `${file.entryName}：${file.name}` }}
                    onDownload={() => void download(file)}
                    downloading={pendingId === file.id}
                  />
                ))}
              </Stack>
            )}
          </FormSection>
        </Stack>
        <Stack gap="5" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <FormSection id="application-actions" title={t('domainApplication.detail.actionsTitle')}>
            <ApplicationActionsPanel
              application={application}
              allowed={allowed}
              applicant={applicant}
              onChanged={setApplication}
              onConflict={onConflict}
            />
          </FormSection>
          {application.submittedAt !== null ? (
            <FormSection id="application-documents" title={t('casePrint.documentsTitle')}>
              <CaseDocumentLinks
                id={application.id}
                state={application.state}
                submittedAt={application.submittedAt}
              />
            </FormSection>
          ) : null}
        </Stack>
      </Grid>
    </DetailFrame>
  );
}

export function DomainDetailPage() {
  const application = useApplication();
  return (
    <RecordStates record={application} frame={DetailFrame} skeletonLines={10}>
      {(found) => (
        <ApplicationView
          key={`${found.application.id}:${String(found.application.version)}`}
          loaded={found.application}
          onConflict={application.retry}
        />
      )}
    </RecordStates>
  );
}
