/**
 * 审批驳回结果 (/workspace/domain/reject-result?id=): why an application was rejected (驳回) or returned
 * (退回修改) — the reviewer's 审核意见, who decided, in which role, when, in which round — and 重新提交,
 * which turns it into the next round's draft on 专区申请. An application that is neither says so;
 * an unknown or malformed id ends at /404.
 */
import { Alert, Box, Button, EmptyState, Flex, Stack, Text } from '@chakra-ui/react';
import { FileCheck2 } from 'lucide-react';
import { type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { WorkspacePage } from '@/components/page/workspace-page';
import { RecordStates } from '@/components/page/record-states';
import { paths, withQuery } from '@/config/routes';
import { formatDateTime } from '@/lib/format-date-time';
import { useAuthState } from '@/lib/auth-state';
import { FactList } from '@/components/page/fact-list';
import { eventsAllowedFor, readerIsApplicant } from '../application-actions';
import type { ApplicationDetail } from '../api/application-types';
import { ApplicationActionsPanel } from '../components/application-actions-panel';
import { useApplication } from '../hooks/use-application';

function ResultFrame({ lead, children }: { lead?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <WorkspacePage title={t('routes.domainRejectResult')} description={lead}>
      <Box maxWidth="860px">{children}</Box>
    </WorkspacePage>
  );
}

function NotRejected({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" py="12">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.300">
          <FileCheck2 />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2" fontSize="lg">
          {t('domainApplication.rejectResult.notRejectedTitle')}
        </EmptyState.Title>
        <EmptyState.Description maxWidth="md" textAlign="center">
          {t('domainApplication.rejectResult.notRejected', {
            state: t(`workflow.states.${application.state}`),
          })}
        </EmptyState.Description>
        <Button asChild colorPalette="brand" mt="2">
          <RouterLink to={withQuery(paths.domainDetail, { id: application.id })}>
            {t('domainApplication.apply.toDetail')}
          </RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function RejectResult({
  application,
  onConflict,
}: {
  application: ApplicationDetail;
  onConflict: () => void;
}) {
  const { t } = useTranslation();
  const authState = useAuthState();
  const state = application.state;
  if (state !== 'rejected' && state !== 'returned')
    return <NotRejected application={application} />;
  const decision = [...application.history]
    .reverse()
    .find((row) => row.to === state && row.round === application.round);
  return (
    <Stack gap="5">
      <Alert.Root status={state === 'rejected' ? 'error' : 'warning'} rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title as="h2" fontSize="md">
            {state === 'rejected'
              ? t('domainApplication.rejectResult.rejectedTitle')
              : t('domainApplication.rejectResult.returnedTitle')}
          </Alert.Title>
          <Alert.Description>
            {t('domainApplication.rejectResult.lead', {
              domain: application.domainName,
              round: application.round,
            })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <FactList
        title={t('domainApplication.rejectResult.reason')}
        rows={[
          {
            label: t('domainApplication.rejectResult.reason'),
            value: (
              <Text as="span" whiteSpace="pre-wrap" fontWeight="medium">
                {decision?.comment ?? t('domainApplication.rejectResult.noReason')}
              </Text>
            ),
          },
          {
            label: t('domainApplication.rejectResult.reviewer'),
            value: decision?.actorName ?? null,
          },
          {
            label: t('domainApplication.rejectResult.role'),
            value: decision === undefined ? null : t(`workflow.roles.${decision.actorRole}`),
          },
          {
            label: t('domainApplication.rejectResult.at'),
            value:
              decision === undefined ? null : (
                <time dateTime={decision.at}>{formatDateTime(decision.at)}</time>
              ),
          },
          {
            label: t('domainApplication.rejectResult.round'),
            value: t('workflow.round', { round: application.round }),
          },
        ]}
      />
      <Box
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="lg"
        px={{ base: '5', md: '7' }}
        py="5"
      >
        <Text fontSize="sm" color="gray.600" mb="3">
          {t('domainApplication.rejectResult.reviseHint')}
        </Text>
        <Flex gap="2" wrap="wrap" align="center">
          <ApplicationActionsPanel
            application={application}
            allowed={eventsAllowedFor(application, authState).filter(
              (event) => event === 'application.revise',
            )}
            applicant={readerIsApplicant(authState)}
            onChanged={() => onConflict()}
            onConflict={onConflict}
            hideResultLink
          />
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={withQuery(paths.domainDetail, { id: application.id })}>
              {t('domainApplication.apply.toDetail')}
            </RouterLink>
          </Button>
        </Flex>
      </Box>
    </Stack>
  );
}

export function RejectResultPage() {
  const application = useApplication();
  return (
    <RecordStates record={application} frame={ResultFrame} skeletonLines={8}>
      {(found) => (
        <ResultFrame>
          <RejectResult application={found.application} onConflict={application.retry} />
        </ResultFrame>
      )}
    </RecordStates>
  );
}
