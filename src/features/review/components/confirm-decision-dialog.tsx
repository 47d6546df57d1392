/**
 * The confirmation before a review decision is sent: what will happen, the 审核意见 as it will be
 * recorded, and 确认… / 取消. It stays open while the decision is on its way.
 */
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
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
  const text = comment.trim();
  return (
    <Dialog.Root
      open={decision !== null}
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && !pending) onCancel();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {decision !== null ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{t(`review.decision.confirmTitle.${decision}`)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text>{t(`workflow.confirm.${decision}`)}</Text>
                  {text !== '' ? (
                    <Text mt="3" fontSize="sm" color="gray.600" whiteSpace="pre-wrap">
                      {t('review.decision.commentPreview', { comment: text })}
                    </Text>
                  ) : null}
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onCancel} disabled={pending}>
                    {t('review.decision.cancel')}
                  </Button>
                  <Button
                    colorPalette={decision === 'approve' ? 'brand' : 'red'}
                    loading={pending}
                    loadingText={t('review.decision.submitting')}
                    onClick={() => onConfirm(decision)}
                  >
                    {t(`review.decision.confirmButton.${decision}`)}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('common.close')} disabled={pending} />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
