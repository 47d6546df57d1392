/**
 * 流程追溯 (/workspace/audit/application?id=, right audit:read): one application as an auditor reads it —
 * its facts, the workflow diagram with the states it passed through and the transitions it took in blue
 * and its current state filled, the timeline of who did what, when and why, the time it spent in
 * each state, with its time-limit mark, and its entry materials to 预览 or download. Read-only. An
 * unknown or malformed id ends at /404.
 */
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import { RecordStates } from '@/components/page/record-states';
import { paths } from '@/config/routes';
import { DateTimeText } from '@/components/ui/date-time-text';
import { FactList } from '@/components/page/fact-list';
import { FormSection } from '@/components/page/form-section';
import { DeadlineValue } from '@/components/workflow/deadline-value';
import { HistoryTimeline } from '@/components/workflow/history-timeline';
import { CaseNumberValue } from '@/components/workflow/case-number';
import { StateAndRound } from '@/components/workflow/state-and-round';
import { TimeInStateTable } from '@/components/workflow/time-in-state-table';
import { takenEdgeKeys } from '@/components/workflow/workflow-layout';
import { formatDateTime } from '@/lib/format-date-time';
import type { ApplicationState } from '@machines/domain-application/domain-application.types';
import type { AuditTrail } from '../api/audit-types';
import { AuditMaterials } from '../components/audit-materials';
import { StateTotalsTable } from '../components/state-totals-table';
import { WorkflowFlowDiagram, type StageView } from '../components/workflow-flow-diagram';
import { useAuditTrail } from '../hooks/use-audit-trail';
import { useWorkflowLayout } from '../hooks/use-workflow-layout';

function TrailFrame({ lead, children }: { lead?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('routes.auditApplication')}
        description={lead}
        root={{ to: paths.audit, label: t('routes.audit') }}
      />
      <PageContainer py={{ base: '5', md: '8' }}>
        <Stack gap="5">
          <Box>
            <Button asChild size="sm" variant="ghost" colorPalette="brand" ps="1">
              <RouterLink to={paths.audit}>
                <ArrowLeft aria-hidden="true" />
                {t('audit.trail.back')}
              </RouterLink>
            </Button>
          </Box>
          {children}
        </Stack>
      </PageContainer>
    </>
  );
}

function TrailFacts({ trail }: { trail: AuditTrail }) {
  const { t } = useTranslation();
  const { application } = trail;
  return (
    <FactList
      title={t('audit.trail.factsTitle')}
      rows={[
        {
          label: t('workflow.caseNumber.label'),
          value: <CaseNumberValue caseNumber={application.caseNumber} />,
        },
        { label: t('audit.trail.corName'), value: application.corName },
        { label: t('audit.trail.domain'), value: application.domainName },
        {
          label: t('audit.trail.state'),
          value: <StateAndRound state={application.state} round={application.round} />,
        },
        {
          label: t('audit.trail.scenario'),
          value: (
            <Text as="span" whiteSpace="pre-wrap">
              {application.scenario}
            </Text>
          ),
        },
        { label: t('audit.trail.createdAt'), value: <DateTimeText iso={application.createdAt} /> },
        {
          label: t('audit.trail.submittedAt'),
          value:
            application.submittedAt === null ? (
              t('audit.trail.notSubmitted')
            ) : (
              <DateTimeText iso={application.submittedAt} />
            ),
        },
        {
          label: t('audit.trail.stateEnteredAt'),
          value: <DateTimeText iso={application.stateEnteredAt} />,
        },
        { label: t('audit.trail.updatedAt'), value: <DateTimeText iso={application.updatedAt} /> },
        ...(application.dueAt === null
          ? []
          : [
              {
                label: t('audit.trail.dueAt'),
                value: (
                  <DeadlineValue
                    dueAt={application.dueAt}
                    overdue={application.overdue}
                    stressOverdue
                  />
                ),
              },
            ]),
      ]}
    />
  );
}

function LegendSwatch({
  bg,
  borderColor,
  borderStyle,
  label,
}: {
  bg: string;
  borderColor: string;
  borderStyle: string;
  label: string;
}) {
  return (
    <HStack gap="1.5">
      <Box
        aria-hidden="true"
        width="4"
        height="3"
        rounded="sm"
        bg={bg}
        borderWidth="1.5px"
        borderColor={borderColor}
        borderStyle={borderStyle}
      />
      <Text as="span">{label}</Text>
    </HStack>
  );
}

function TrailDiagram({ trail }: { trail: AuditTrail }) {
  const { t } = useTranslation();
  const layout = useWorkflowLayout();
  const { application, history } = trail;
  const taken = useMemo(() => takenEdgeKeys(history), [history]);
  const views = useMemo(() => {
    const visited = new Set<ApplicationState>(history.map((row) => row.to));
    const entries = layout.nodes.map(({ state }): [ApplicationState, StageView] => {
      const name = t(`workflow.states.${state}`);
      const tone =
        state === application.state ? 'current' : visited.has(state) ? 'visited' : 'idle';
      return [
        state,
        {
          state,
          tone,
          description: t(
            tone === 'current'
              ? 'audit.trail.nodeCurrent'
              : tone === 'visited'
                ? 'audit.trail.nodeVisited'
                : 'audit.trail.nodeIdle',
            { state: name },
          ),
          ...(tone === 'current' && application.overdue
            ? { alert: t('workflow.deadline.overdue') }
            : {}),
        },
      ];
    });
    return Object.fromEntries(entries) as Record<ApplicationState, StageView>;
  }, [layout, history, application.state, application.overdue, t]);

  return (
    <Stack gap="3">
      <WorkflowFlowDiagram
        layout={layout}
        label={t('audit.trail.diagramLabel', {
          state: t(`workflow.states.${application.state}`),
        })}
        views={views}
        takenEdges={taken}
      />
      <HStack gap="5" wrap="wrap" fontSize="xs" color="gray.600">
        <LegendSwatch
          bg="brand.solid"
          borderColor="brand.solid"
          borderStyle="solid"
          label={t('audit.trail.legendCurrent')}
        />
        <LegendSwatch
          bg="brand.50"
          borderColor="brand.solid"
          borderStyle="solid"
          label={t('audit.trail.legendVisited')}
        />
        <LegendSwatch
          bg="white"
          borderColor="gray.300"
          borderStyle="dashed"
          label={t('audit.trail.legendIdle')}
        />
        <HStack gap="1.5">
          <Box
            aria-hidden="true"
            width="5"
            height="0"
            borderTopWidth="2.5px"
            borderColor="brand.solid"
          />
          <Text as="span">{t('audit.trail.legendTaken')}</Text>
        </HStack>
      </HStack>
    </Stack>
  );
}

function TrailView({ trail }: { trail: AuditTrail }) {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const { application } = trail;
  return (
    <TrailFrame
      lead={t('audit.trail.lead', {
        corName: application.corName,
        domain: application.domainName,
        round: t('workflow.round', { round: application.round }),
      })}
    >
      {application.overdue && application.dueAt !== null ? (
        <Alert.Root status="error" variant="subtle" rounded="lg">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">
            {t('audit.trail.overdueAlert', {
              state: t(`workflow.states.${application.state}`),
              date: formatDateTime(application.dueAt) ?? '',
            })}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <TrailFacts trail={trail} />
      <FormSection id="audit-trail-diagram" title={t('audit.trail.diagramTitle')}>
        <TrailDiagram trail={trail} />
      </FormSection>
      <FormSection id="audit-trail-materials" title={t('filePreview.materialsTitle')}>
        <AuditMaterials id={application.id} isDraft={application.state === 'draft'} />
      </FormSection>
      <FormSection id="audit-trail-history" title={t('audit.trail.timelineTitle')}>
        <HistoryTimeline history={trail.history} />
      </FormSection>
      <FormSection id="audit-trail-time" title={t('audit.trail.timeTitle')}>
        <Stack gap="5">
          <TimeInStateTable history={trail.history} now={now} />
          {trail.stateDurations.length > 0 ? (
            <Box>
              <Text as="h3" fontSize="sm" fontWeight="bold" color="gray.800" mb="2">
                {t('audit.trail.totalsTitle')}
              </Text>
              <StateTotalsTable
                durations={trail.stateDurations}
                current={application.state}
                overdue={application.overdue}
              />
            </Box>
          ) : null}
        </Stack>
      </FormSection>
    </TrailFrame>
  );
}

export function AuditApplicationPage() {
  const trail = useAuditTrail();
  return (
    <RecordStates record={trail} frame={TrailFrame} skeletonLines={10}>
      {(found) => <TrailView trail={found.trail} />}
    </RecordStates>
  );
}
