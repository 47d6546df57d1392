/**
 * The bounded load through nginx: autocannon on the resource list, a resource's detail (a different
 * resource each request, each one counting a view) and search, one after the other for a few seconds
 * each, with the benchmark's own measurement (scripts/bench/measure-endpoint.ts): p50/p99 from every
 * response time, requests per second, and every answer that was not a success (HTTP status, socket
 * error or an envelope whose code is not 0).
 */
import { api, catalogRequests } from '../bench/bench-endpoints';
import { measure, type BenchRequest, type Measurement } from '../bench/measure-endpoint';

/** Ids of the first `count` resources of the list, read through `baseUrl`. */
export async function resourceIds(baseUrl: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < count; page += 1) {
    const response = await fetch(`${baseUrl}${api}/web/data-resource/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-token': '' },
      body: JSON.stringify({ page, pageSize: 50 }),
    });
    const envelope = (await response.json()) as { code: number; data: { list: { id: string }[] } };
    if (envelope.code !== 0 || envelope.data.list.length === 0) break;
    ids.push(...envelope.data.list.map((resource) => resource.id));
  }
  if (ids.length === 0) throw new Error('数据资源列表为空');
  return ids.slice(0, count);
}

/** GET web/data-resource/detail, cycling through `ids`. */
export function resourceDetailRequest(ids: readonly string[]): BenchRequest {
  let next = 0;
  return {
    label: 'resource detail (GET web/data-resource/detail)',
    method: 'GET',
    path: () => {
      const id = ids[next % ids.length] ?? '';
      next += 1;
      return `${api}/web/data-resource/detail?t=1&id=${id}`;
    },
    verifyEnvelope: true,
  };
}

export async function catalogueLoad(
  baseUrl: string,
  ids: readonly string[],
  options: { seconds: number; connections: number },
): Promise<Measurement[]> {
  // Every answer's envelope is checked too: a 200 carrying an error code counts as a failure.
  const [list, search] = catalogRequests().map((targeted): BenchRequest => ({
    ...targeted.request,
    verifyEnvelope: true,
  }));
  if (list === undefined || search === undefined) throw new Error('缺少列表或搜索请求');
  const requests = [list, resourceDetailRequest(ids), search];
  const results: Measurement[] = [];
  for (const request of requests) {
    console.error(`  ${request.label}`);
    results.push(await measure(request, { baseUrl, ...options }));
  }
  return results;
}
