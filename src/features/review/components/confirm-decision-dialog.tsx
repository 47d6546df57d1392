/**
 * The confirmation before a review decision is sent: what will happen, the 审核意见 as it will be
 * recorded, and 确认… / 取消. It stays open while the decision is on its way.
 */
import { Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ReviewDecision } from '../api/decide-review';

type ConfirmDecisionDialogProps = {
  decision: ReviewDecision | null;
  comment: string;
  pending: boolean;
  onConfirm: (decision: ReviewDecision) => void;
  onCancel: () => void;
};

export function ConfirmDecisionDialog({
  decision,
  comment,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDecisionDialogProps) {
  const { t } = useTranslation();
  if (decision === null) {
    // Nothing to ask: the dialog closes, with no question left in it while it fades out.
    return (
      <ConfirmDialog
        open={false}
        title=""
        text=""
        confirmLabel=""
        cancelLabel=""
        onConfirm={onCancel}
        onCancel={onCancel}
      />
    );
  }
  const text = comment.trim();
  return (
    <ConfirmDialog
      open
      title={t(`review.decision.confirmTitle.${decision}`)}
      text={t(`workflow.confirm.${decision}`)}
      confirmLabel={t(`review.decision.confirmButton.${decision}`)}
      cancelLabel={t('review.decision.cancel')}
      busyLabel={t('review.decision.submitting')}
      tone={decision === 'approve' ? 'brand' : 'red'}
      busy={pending}
      onConfirm={() => onConfirm(decision)}
      onCancel={onCancel}
    >
      {text !== '' ? (
        <Text fontSize="sm" color="gray.600" whiteSpace="pre-wrap">
          {t('review.decision.commentPreview', { comment: text })}
        </Text>
      ) : null}
    </ConfirmDialog>
  );
}
