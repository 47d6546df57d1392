/** The choices of the workspace list's domain filter: every domain the unit has applied to. */
import { useAsyncData } from '@/lib/use-async-data';
import { listApplicantDomains } from '../api/list-applicant-domains';

export function useApplicantDomains() {
  return useAsyncData(['POST /second/domain-application/domains'], listApplicantDomains);
}
