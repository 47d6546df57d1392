/**
 * 可办理的操作 on 申请详情: only what the workflow machine allows this user now. The applicant finishes a
 * draft on 专区申请 (提交申请) or deletes one never submitted (删除草稿, confirmed), withdraws while the
 * first review is pending (撤回申请, confirmed) and turns a returned or rejected application into the
 * next round's draft (重新提交). A reviewer holding the
 * stage's right is pointed to the review page (去审核); decisions are taken there, not here.
 */
import { Button, Field, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { ClipboardCheck, FileX2, Pencil, RotateCcw, Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { DomainApplicationEventType } from '@machines/domain-application/domain-application.types';
import { COMMENT_MAX_LENGTH } from '@machines/domain-application/domain-application.types';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/routes';
import type { ApplicationDetail } from '../api/application-types';
import { isDeletableDraft } from '../draft-deletable';
import { useApplicantTransitions } from '../hooks/use-applicant-transitions';
import { DeleteDraftButton } from './delete-draft-button';

type ActionsPanelProps = {
  application: ApplicationDetail;
  allowed: DomainApplicationEventType[];
  applicant: boolean;
  onChanged: (application: ApplicationDetail) => void;
  onConflict: () => void;
  /** The rejection result page does not link to itself. */
  hideResultLink?: boolean;
};

export function ApplicationActionsPanel({
  application,
  allowed,
  applicant,
  onChanged,
  onConflict,
  hideResultLink = false,
}: ActionsPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const transitions = useApplicantTransitions(application, onConflict);
  const [asking, setAsking] = useState<'withdraw' | 'revise' | null>(null);
  const [reason, setReason] = useState('');
  const { id, state } = application;
  // A reviewer of the stage is sent to the review page, where a case is claimed, then decided.
  const reviewPath =
    !applicant && (allowed.includes('review.approve') || allowed.includes('review.claim'))
      ? state === 'firstReview'
        ? paths.domainFirstReview
        : state === 'finalReview'
          ? paths.domainFinalReview
          : null
      : null;
  const showResult = !hideResultLink && (state === 'rejected' || state === 'returned');

  const withdraw = async () => {
    const next = await transitions.withdraw(reason);
    setAsking(null);
    if (next === null) return;
    setReason('');
    toaster.create({ type: 'success', title: t('domainApplication.detail.withdrawn') });
    onChanged(next);
  };
  const revise = async () => {
    const next = await transitions.revise();
    setAsking(null);
    if (next === null) return;
    toaster.create({ type: 'success', title: t('domainApplication.detail.revised') });
    void navigate(withQuery(paths.domainApply, { id: next.id }));
  };

  const nothing = !(applicant && allowed.length > 0) && reviewPath === null && !showResult;
  return (
    <Stack gap="3">
      {nothing ? (
        <Text fontSize="sm" color="gray.500">
          {t('domainApplication.detail.noActions')}
        </Text>
      ) : null}
      {applicant && allowed.includes('application.submit') ? (
        <Text fontSize="sm" color="gray.600">
          {t('domainApplication.detail.finishDraftHint')}
        </Text>
      ) : null}
      {reviewPath !== null ? (
        <Text fontSize="sm" color="gray.600">
          {t('domainApplication.detail.toReviewHint', { stage: t(`workflow.states.${state}`) })}
        </Text>
      ) : null}
      <Flex gap="2" wrap="wrap">
        {applicant && allowed.includes('application.submit') ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={withQuery(paths.domainApply, { id })}>
              <Send aria-hidden="true" />
              {t('workflow.actions.submit')}
            </RouterLink>
          </Button>
        ) : null}
        {applicant && isDeletableDraft(application) ? (
          <DeleteDraftButton
            application={application}
            onDeleted={() => void navigate(paths.workspaceHome)}
            onRefused={onConflict}
          />
        ) : null}
        {applicant && allowed.includes('application.revise') ? (
          <Button colorPalette="brand" onClick={() => setAsking('revise')}>
            <RotateCcw aria-hidden="true" />
            {t('workflow.actions.revise')}
          </Button>
        ) : null}
        {applicant && allowed.includes('application.withdraw') ? (
          <Button variant="outline" colorPalette="red" onClick={() => setAsking('withdraw')}>
            <Undo2 aria-hidden="true" />
            {t('workflow.actions.withdraw')}
          </Button>
        ) : null}
        {showResult ? (
          <Button asChild variant="outline" colorPalette="red">
            <RouterLink to={withQuery(paths.domainRejectResult, { id })}>
              <FileX2 aria-hidden="true" />
              {t('domainApplication.detail.rejectResult')}
            </RouterLink>
          </Button>
        ) : null}
        {reviewPath !== null ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={withQuery(reviewPath, { id })}>
              <ClipboardCheck aria-hidden="true" />
              {t('domainApplication.detail.toReview')}
            </RouterLink>
          </Button>
        ) : null}
      </Flex>
      <ConfirmDialog
        open={asking === 'withdraw'}
        title={t('workflow.actions.withdraw')}
        text={t('workflow.confirm.withdraw')}
        confirmLabel={t('workflow.actions.withdraw')}
        cancelLabel={t('domainApplication.apply.cancel')}
        tone="red"
        busy={transitions.busy === 'withdraw'}
        onConfirm={() => void withdraw()}
        onCancel={() => setAsking(null)}
      >
        <Field.Root mt="1">
          <Field.Label>{t('domainApplication.detail.withdrawReason')}</Field.Label>
          <Textarea
            value={reason}
            maxLength={COMMENT_MAX_LENGTH}
            rows={3}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </Field.Root>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'revise'}
        title={t('workflow.actions.revise')}
        text={t('workflow.confirm.revise')}
        confirmLabel={t('workflow.actions.revise')}
        cancelLabel={t('domainApplication.apply.cancel')}
        busy={transitions.busy === 'revise'}
        onConfirm={() => void revise()}
        onCancel={() => setAsking(null)}
      >
        <Flex gap="2" align="center" color="gray.500" fontSize="sm">
          <Pencil aria-hidden="true" size={14} />
          <Text>{t('domainApplication.rejectResult.reviseHint')}</Text>
        </Flex>
      </ConfirmDialog>
    </Stack>
  );
}
