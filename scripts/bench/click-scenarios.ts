/**
 * The three clicks the click measure makes, and what counts as a click that worked on each, found
 * by what a visitor reads (texts, the filter row's title), not by the markup's classes:
 *
 * - `/dataResource`, **无条件开放**: the option in the 开放类型 row. It worked when the address carries
 *   `openType=unconditional` and the page shows 共找到 N 条结果 with N the number of unconditionally
 *   open resources (the count the server's facets give), nothing still loading.
 * - `/home`, **the search box**: in the hero's search box (placeholder 输入关键词…) the visitor types 交通 —
 *   again whenever the box does not hold it — and clicks its 搜索 button. It worked when the address
 *   is `/search?keyword=交通` and the page shows “交通”的搜索结果 with at least one hit linking to a
 *   detail page, nothing still loading. A click that submits the form elsewhere (a form the browser
 *   sends to the page it is on, before the scripts run) is lost: the tab loads that page, the
 *   visitor waits for it and starts again there.
 * - `/dataProduct`, **接口服务**: the option in the 交付形式 row; as for resources, with
 *   `deliveryForm=api` and the number of products delivered as an API.
 */
import { api, searchKeyword } from './bench-endpoints';
import type { ProbeSpec } from './click-probe';

export interface ClickScenario {
  readonly label: string;
  readonly path: string;
  readonly probe: ProbeSpec;
  /** The control clicked; when it shows on screen is the "visible" time. */
  readonly target: string;
  /** Before each click, the visitor types `value` into `control` when it does not hold it. */
  readonly typeInto?: { readonly control: string; readonly value: string };
}

interface FacetOption {
  readonly value: string;
  readonly count: number;
}

async function facetCount(
  baseUrl: string,
  listPath: string,
  facet: string,
  value: string,
): Promise<number> {
  const response = await fetch(`${baseUrl}${api}${listPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-token': '' },
    body: JSON.stringify({}),
  });
  const envelope = (await response.json()) as {
    code: number;
    msg: string;
    data: { facets: Record<string, FacetOption[] | undefined> } | null;
  };
  if (envelope.code !== 0 || envelope.data === null) {
    throw new Error(`${listPath}: ${envelope.code} ${envelope.msg}`);
  }
  const count = envelope.data.facets[facet]?.find((option) => option.value === value)?.count;
  if (count === undefined || count === 0)
    throw new Error(`${listPath} 的 ${facet}=${value} 没有结果`);
  return count;
}

const clickable = 'a, button, [role="button"], [role="link"]';

function facetScenario(
  label: string,
  path: string,
  rowTitle: string,
  text: string,
  param: string,
  value: string,
  total: number,
): ClickScenario {
  return {
    label,
    path,
    target: 'option',
    probe: {
      controls: [{ name: 'option', selector: clickable, text, rowTitle }],
      effect: { pathname: path, params: { [param]: value }, total },
    },
  };
}

export async function clickScenarios(baseUrl: string): Promise<ClickScenario[]> {
  const unconditional = await facetCount(
    baseUrl,
    '/web/data-resource/list',
    'openType',
    'unconditional',
  );
  const apiProducts = await facetCount(baseUrl, '/web/data-product/list', 'deliveryForm', 'api');
  const heroForm = 'form:has(input[placeholder^="输入关键词"])';
  return [
    facetScenario(
      '/dataResource, facet 无条件开放',
      '/dataResource',
      '开放类型',
      '无条件开放',
      'openType',
      'unconditional',
      unconditional,
    ),
    {
      label: `/home, search box: type ${searchKeyword}, click 搜索`,
      path: '/home',
      target: 'submit',
      typeInto: { control: 'box', value: searchKeyword },
      probe: {
        controls: [
          { name: 'box', selector: `${heroForm} input` },
          { name: 'submit', selector: `${heroForm} button[type="submit"]` },
        ],
        effect: {
          pathname: '/search',
          params: { keyword: searchKeyword },
          text: `“${searchKeyword}”的搜索结果`,
          selector: 'a[href*="detail?id="]',
        },
      },
    },
    facetScenario(
      '/dataProduct, facet 接口服务',
      '/dataProduct',
      '交付形式',
      '接口服务',
      'deliveryForm',
      'api',
      apiProducts,
    ),
  ];
}
