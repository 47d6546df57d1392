/**
 * The endpoints of the benchmark report and how each request is made: the startup uuid, the resource
 * list, search (a Chinese keyword that matches), an application's detail for the first reviewer, and
 * the first-review approval — each request on another application, so every one is a real
 * transition; one already taken would answer 4090 and count as a failure.
 */
import { targets } from './bench-targets';
import { trivialPath } from './bench-server';
import type { BenchRequest } from './measure-endpoint';
import { benchApplicationVersion } from './seed-bench-applications';

export const api = '/alpha-portal/api/v1';
export const searchKeyword = '交通';

export const trivialRequest: BenchRequest = {
  label: `trivial route (GET ${trivialPath})`,
  method: 'GET',
  path: () => trivialPath,
};

export interface TargetedRequest {
  readonly request: BenchRequest;
  readonly p99TargetMs?: number;
}

export function catalogRequests(): TargetedRequest[] {
  return [
    {
      request: {
        label: 'resource list (POST web/data-resource/list)',
        method: 'POST',
        path: () => `${api}/web/data-resource/list`,
        body: {},
      },
      p99TargetMs: targets.listSearchP99Ms,
    },
    {
      request: {
        label: `search ${searchKeyword} (GET web/search)`,
        method: 'GET',
        path: () => `${api}/web/search?t=1&keyword=${encodeURIComponent(searchKeyword)}`,
      },
      p99TargetMs: targets.listSearchP99Ms,
    },
  ];
}

export const uuidRequest: BenchRequest = {
  label: 'uuid (GET web/login/uuid)',
  method: 'GET',
  path: () => `${api}/web/login/uuid?t=1`,
};

/** Cycles through `ids`, one per request. */
export function applicationDetailRequest(ids: readonly string[], token: string): BenchRequest {
  let next = 0;
  return {
    label: 'application detail (POST primary/review/detail)',
    method: 'POST',
    path: () => `${api}/primary/review/detail`,
    nextBody: () => {
      const id = ids[next % ids.length];
      next += 1;
      return { id };
    },
    headers: { 'user-token': token },
  };
}

/**
 * Approves `ids` in first review, each once, in order. Past the end it repeats the last id, whose
 * answer (4090) then counts as a failure instead of passing silently.
 */
export function reviewTransitionRequest(ids: readonly string[], token: string): BenchRequest {
  let next = 0;
  return {
    label: 'review transition (POST primary/review/first-decision, approve)',
    method: 'POST',
    path: () => `${api}/primary/review/first-decision`,
    nextBody: () => {
      const id = ids[Math.min(next, ids.length - 1)];
      next += 1;
      return { id, version: benchApplicationVersion, decision: 'approve' };
    },
    headers: { 'user-token': token },
    verifyEnvelope: true,
  };
}
