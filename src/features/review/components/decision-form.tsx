/**
 * The reviewer's decision: 审核意见 (required for 驳回 and 退回修改, optional for 通过, at most
 * COMMENT_MAX_LENGTH characters) and one button for each decision the workflow allows this reviewer.
 * Each decision is confirmed in a dialog before it is sent with the version the panel read.
 */
import { Alert, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { COMMENT_MAX_LENGTH } from '@machines/domain-application/domain-application.types';
import { requiresComment } from '@machines/domain-application/workflow-rules';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ReviewDecision } from '../api/decide-review';
import { ConfirmDecisionDialog } from './confirm-decision-dialog';

type DecisionFormProps = {
  allowed: readonly ReviewDecision[];
  pending: boolean;
  /** A refusal other than a conflict, in the server's words. */
  error: string | null;
  /** Resolves once the decision has been answered; the dialog stays open until then. */
  onDecide: (decision: ReviewDecision, comment: string) => Promise<void>;
};

const ORDER: readonly ReviewDecision[] = ['approve', 'return', 'reject'];

function lengthOf(text: string): number {
  return [...text].length;
}

export function DecisionForm({ allowed, pending, error, onDecide }: DecisionFormProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ReviewDecision | null>(null);

  const tooLong = lengthOf(comment) > COMMENT_MAX_LENGTH;
  const message =
    invalid ?? (tooLong ? t('workflow.comment.tooLong', { max: COMMENT_MAX_LENGTH }) : null);

  const ask = (decision: ReviewDecision) => {
    if (tooLong) {
      setInvalid(t('workflow.comment.tooLong', { max: COMMENT_MAX_LENGTH }));
      return;
    }
    if (requiresComment(decision) && comment.trim() === '') {
      setInvalid(t('workflow.comment.required'));
      return;
    }
    setInvalid(null);
    setConfirming(decision);
  };

  return (
    <Stack gap="4">
      <Field.Root invalid={message !== null}>
        <Field.Label>{t('workflow.comment.label')}</Field.Label>
        <Textarea
          value={comment}
          rows={4}
          placeholder={t('workflow.comment.placeholder')}
          bg="white"
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setInvalid(null);
          }}
        />
        <HStack justify="space-between" width="full" gap="3">
          {message !== null ? (
            <Field.ErrorText>{message}</Field.ErrorText>
          ) : (
            <Field.HelperText fontSize="xs" color="gray.500">
              {t('review.decision.commentHint')}
            </Field.HelperText>
          )}
          <Text fontSize="xs" color={tooLong ? 'red.600' : 'gray.500'} flexShrink={0}>
            {t('workflow.comment.counter', {
              count: lengthOf(comment),
              max: COMMENT_MAX_LENGTH,
            })}
          </Text>
        </HStack>
      </Field.Root>
      {error !== null ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack gap="3" wrap="wrap">
        {ORDER.filter((decision) => allowed.includes(decision)).map((decision) => (
          <Button
            key={decision}
            colorPalette={
              decision === 'approve' ? 'brand' : decision === 'reject' ? 'red' : 'orange'
            }
            variant={decision === 'approve' ? 'solid' : 'outline'}
            disabled={pending}
            onClick={() => ask(decision)}
          >
            {t(`workflow.actions.${decision}`)}
          </Button>
        ))}
      </HStack>
      <ConfirmDecisionDialog
        decision={confirming}
        comment={comment}
        pending={pending}
        onCancel={() => setConfirming(null)}
        onConfirm={(decision) => {
          void onDecide(decision, comment).finally(() => setConfirming(null));
        }}
      />
    </Stack>
  );
}
