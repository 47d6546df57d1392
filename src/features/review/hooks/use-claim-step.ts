/** Sends 认领 or 释放 and keeps whether it is running; a refusal comes back with the server's words. */
import { useCallback, useState } from 'react';
import { EnvelopeCode } from '@openapi/envelope-codes';
import type { ClaimStep } from '../allowed-decisions';
import { claimReview } from '../api/claim-review';
import type { ApplicationDetail } from '../api/get-review-application';
import type { ReviewStage } from '../api/list-review-queue';

export type ClaimOutcome = { ok: true } | { ok: false; conflict: boolean; message: string };

export function useClaimStep(stage: ReviewStage) {
  const [pending, setPending] = useState<ClaimStep | null>(null);

  const send = useCallback(
    async (
      step: ClaimStep,
      application: Pick<ApplicationDetail, 'id' | 'version'>,
    ): Promise<ClaimOutcome> => {
      setPending(step);
      try {
        const result = await claimReview(stage, step, {
          id: application.id,
          version: application.version,
        });
        if (result.ok) return { ok: true };
        return { ok: false, conflict: result.code === EnvelopeCode.conflict, message: result.msg };
      } finally {
        setPending(null);
      }
    },
    [stage],
  );

  return { send, pending };
}
