/**
 * Every data domain, open or closed, as a choice of an operator's domain filter (review queues, 流程审计):
 * `primary/domain/options`. A closed domain keeps its cases, so it stays a choice, marked as closed
 * (`DomainChoiceOptions`).
 */
import type { components } from '@openapi/schema';
import { getApi } from '@/api/api-instance';
import { toResult, type ApiResult } from '@/api/request';
import { withData } from '@/api/with-data';
import { useAsyncData } from '@/lib/use-async-data';

export type DomainChoice = components['schemas']['DomainChoice'];

async function listAllDomains(): Promise<ApiResult<DomainChoice[]>> {
  return withData(await toResult(getApi().POST('/primary/domain/options', { body: {} })));
}

export function useAllDomainOptions() {
  return useAsyncData(['POST /primary/domain/options'], listAllDomains);
}
