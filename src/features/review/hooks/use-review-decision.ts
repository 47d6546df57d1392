/**
 * Sends a review decision and keeps what the panel shows while it runs and after it: pending, and the
 * refusal with the server's words (4090 conflicts, four-eyes, bad input).
 */
import { useCallback, useState } from 'react';
import { decideReview, type ReviewDecision } from '../api/decide-review';
import type { ApplicationDetail } from '../api/get-review-application';
import type { ReviewStage } from '../api/list-review-queue';
import { EnvelopeCode } from '@openapi/envelope-codes';

export type DecisionOutcome =
  { ok: true; decision: ReviewDecision } | { ok: false; conflict: boolean; message: string };

export type DecisionRequest = {
  application: Pick<ApplicationDetail, 'id' | 'version'>;
  decision: ReviewDecision;
  comment: string;
};

export function useReviewDecision(stage: ReviewStage) {
  const [pending, setPending] = useState(false);

  const decide = useCallback(
    async ({ application, decision, comment }: DecisionRequest): Promise<DecisionOutcome> => {
      setPending(true);
      try {
        const text = comment.trim();
        const result = await decideReview(stage, {
          id: application.id,
          version: application.version,
          decision,
          ...(text === '' ? {} : { comment: text }),
        });
        if (result.ok) return { ok: true, decision };
        return { ok: false, conflict: result.code === EnvelopeCode.conflict, message: result.msg };
      } finally {
        setPending(false);
      }
    },
    [stage],
  );

  return { decide, pending };
}
