/**
 * 撤回申请 and 重新提交 for the applicant, at the version last read. A 4090 answer (the application
 * changed meanwhile; its message has been shown) asks the page to load the latest.
 */
import { useCallback, useState } from 'react';
import type { ApiResult } from '@/api/request';
import type { ApplicationDetail } from '../api/application-types';
import { reviseApplication } from '../api/revise-application';
import { withdrawApplication } from '../api/withdraw-application';
import { EnvelopeCode } from '@openapi/envelope-codes';

type Transition = 'withdraw' | 'revise';

export function useApplicantTransitions(application: ApplicationDetail, onConflict: () => void) {
  const [busy, setBusy] = useState<Transition | null>(null);
  const run = useCallback(
    async (
      kind: Transition,
      call: () => Promise<ApiResult<ApplicationDetail>>,
    ): Promise<ApplicationDetail | null> => {
      setBusy(kind);
      const result = await call();
      setBusy(null);
      if (result.ok) return result.data;
      if (result.code === EnvelopeCode.conflict) onConflict();
      return null;
    },
    [onConflict],
  );
  const withdraw = useCallback(
    (reason: string) =>
      run('withdraw', () => withdrawApplication(application.id, application.version, reason)),
    [run, application.id, application.version],
  );
  const revise = useCallback(
    () => run('revise', () => reviseApplication(application.id, application.version)),
    [run, application.id, application.version],
  );
  return { busy, withdraw, revise };
}
