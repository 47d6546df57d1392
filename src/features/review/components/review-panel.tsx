/**
 * The review panel of one application: its facts, files and recent history, the link to the full
 * flow, who holds it with 认领 / 释放, and the decision form with the buttons this reviewer may use —
 * only the claimant decides. A 4090 answer (another reviewer claimed or decided meanwhile, or the
 * four-eyes rule) is shown in the panel and the application is read again.
 * The application is the one the page's address names (`?id=`): when it does not exist, or the id
 * cannot name one, the page ends at /404.
 */
import { Alert, Box, Heading, Link, Separator, Stack } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '@/components/page/load-error';
import { RecordMissing } from '@/components/page/record-missing';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/routes';
import type { ReviewDecision } from '../api/decide-review';
import type { ApplicationDetail } from '../api/get-review-application';
import type { ReviewStage } from '../api/list-review-queue';
import {
  allowedClaimSteps,
  allowedDecisions,
  firstReviewerName,
  heldBy,
  type ClaimStep,
  type Reviewer,
} from '../allowed-decisions';
import { useClaimStep } from '../hooks/use-claim-step';
import { ClaimBar } from './claim-bar';
import { useReviewApplication } from '../hooks/use-review-application';
import { useReviewDecision } from '../hooks/use-review-decision';
import { DecisionForm } from './decision-form';
import { ApplicationFacts } from './application-facts';
import { EntryFileList } from './entry-file-list';
import { RecentHistory } from './recent-history';

type ReviewPanelProps = {
  id: string;
  stage: ReviewStage;
  stageLabel: string;
  reviewer: Reviewer;
  now: Date;
  /** The decision was recorded: the page moves on to the next application. */
  onDecided: (application: ApplicationDetail) => void;
  /** The application changed under the reviewer: the page reloads its queue too. */
  onConflict: () => void;
};

function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h3" fontSize="sm" color="gray.900" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function ReviewPanel(props: ReviewPanelProps) {
  const { t } = useTranslation();
  const application = useReviewApplication(props.id);
  const [conflict, setConflict] = useState<string | null>(null);

  return (
    <Box
      as="section"
      aria-labelledby="review-panel-title"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id="review-panel-title" fontSize="lg" color="gray.900" mb="4">
        {t('review.panel.title')}
      </Heading>
      {conflict !== null ? (
        <Alert.Root status="warning" role="alert" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('review.panel.conflictTitle')}</Alert.Title>
            <Alert.Description>
              {conflict} {t('review.panel.conflictReloaded')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {application.status === 'loading' ? (
        <TextSkeleton lines={8} />
      ) : application.status === 'error' ? (
        <LoadError message={application.message} onRetry={application.retry} />
      ) : !application.data.found ? (
        <RecordMissing />
      ) : (
        <ApplicationReview
          {...props}
          application={application.data.application}
          onConflict={(message) => {
            setConflict(message);
            application.retry();
            props.onConflict();
          }}
          onClaimChanged={() => {
            setConflict(null);
            application.retry();
            props.onConflict();
          }}
        />
      )}
    </Box>
  );
}

type ApplicationReviewProps = Omit<ReviewPanelProps, 'onConflict' | 'id'> & {
  application: ApplicationDetail;
  onConflict: (message: string) => void;
  /** 认领 or 释放 went through: the application and the queue are read again. */
  onClaimChanged: () => void;
};

function ApplicationReview({
  application,
  stage,
  stageLabel,
  reviewer,
  now,
  onDecided,
  onConflict,
  onClaimChanged,
}: ApplicationReviewProps) {
  const { t } = useTranslation();
  const { decide, pending } = useReviewDecision(stage);
  const claimStep = useClaimStep(stage);
  const [error, setError] = useState<string | null>(null);
  const [claimError, setClaimError] = useState<string | null>(null);
  const allowed = allowedDecisions(application, stage, reviewer);
  const claimSteps = allowedClaimSteps(application, stage, reviewer);

  const onClaimStep = async (step: ClaimStep) => {
    setClaimError(null);
    const outcome = await claimStep.send(step, application);
    if (outcome.ok) {
      toaster.create({
        type: 'success',
        title: t(step === 'claim' ? 'review.panel.claimDone' : 'review.panel.releaseDone'),
        closable: true,
      });
      onClaimChanged();
    } else if (outcome.conflict) {
      onConflict(outcome.message);
    } else {
      setClaimError(outcome.message);
    }
  };

  const onDecide = async (decision: ReviewDecision, comment: string) => {
    setError(null);
    const outcome = await decide({ application, decision, comment });
    if (outcome.ok) {
      toaster.create({
        type: 'success',
        title: t(`review.decision.done.${decision}`),
        description: t('review.decision.doneText', { company: application.corName }),
        closable: true,
      });
      onDecided(application);
    } else if (outcome.conflict) {
      onConflict(outcome.message);
    } else {
      setError(outcome.message);
    }
  };

  return (
    <Stack gap="6">
      <ApplicationFacts application={application} now={now} />
      <Link asChild color="brand.fg" fontSize="sm" alignSelf="flex-start">
        <RouterLink to={withQuery(paths.domainDetail, { id: application.id })}>
          {t('review.panel.fullFlow')}
          <ExternalLink aria-hidden="true" size={14} />
        </RouterLink>
      </Link>
      <Separator />
      <PanelSection title={t('review.panel.filesTitle')}>
        <EntryFileList files={application.files} />
      </PanelSection>
      <PanelSection title={t('review.panel.historyTitle')}>
        <RecentHistory history={application.history} />
      </PanelSection>
      <Separator />
      {application.state === stage ? (
        <PanelSection title={t('review.panel.claimTitle')}>
          <ClaimBar
            application={application}
            mine={heldBy(application, reviewer)}
            allowed={claimSteps}
            pending={claimStep.pending}
            error={claimError}
            onStep={(step) => void onClaimStep(step)}
          />
        </PanelSection>
      ) : null}
      <PanelSection title={t('review.decision.title')}>
        <DecisionArea
          application={application}
          stage={stage}
          stageLabel={stageLabel}
          reviewer={reviewer}
          allowed={allowed}
        >
          <DecisionForm allowed={allowed} pending={pending} error={error} onDecide={onDecide} />
        </DecisionArea>
      </PanelSection>
    </Stack>
  );
}

const stageRight = {
  firstReview: 'domain:first-review',
  finalReview: 'domain:final-review',
} as const satisfies Record<ReviewStage, string>;

type DecisionAreaProps = {
  application: ApplicationDetail;
  stage: ReviewStage;
  stageLabel: string;
  reviewer: Reviewer;
  allowed: readonly ReviewDecision[];
  children: ReactNode;
};

/** The form when some decision is allowed, otherwise why none is. */
function DecisionArea({
  application,
  stage,
  stageLabel,
  reviewer,
  allowed,
  children,
}: DecisionAreaProps) {
  const { t } = useTranslation();
  if (allowed.length > 0) return children;
  const reason =
    application.state !== stage
      ? t('review.panel.notInStage', {
          state: t(`workflow.states.${application.state}`),
          stage: stageLabel,
        })
      : stage === 'finalReview' && firstReviewerName(application) === reviewer.name
        ? t('review.panel.fourEyes')
        : !reviewer.rights.includes(stageRight[stage])
          ? t('review.panel.cannotDecide')
          : application.claimedByName == null
            ? t('review.panel.claimFirst')
            : !heldBy(application, reviewer)
              ? t('review.panel.claimedByOther', { name: application.claimedByName })
              : t('review.panel.cannotDecide');
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{reason}</Alert.Title>
    </Alert.Root>
  );
}
