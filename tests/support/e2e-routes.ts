/**
 * The route table (src/config/routes.ts) as the end-to-end tests visit it: which routes are public and
 * which sit behind the workspace's login check, and the concrete address of each — a parameter filled
 * in, a detail page with the id of a real seeded record.
 */
import { test, type Page } from '@playwright/test';
import { paths, routeLabels, withQuery } from '@/config/routes';
import { NotAvailableYetError } from './e2e-api';
import { sampleRecordId } from './e2e-sample-records';

export type LabelledKey = keyof typeof routeLabels;

/** Routes under /workspace/: the ones behind the authentication check (spec §6). */
export type WorkspaceKey = {
  [Key in LabelledKey]: (typeof paths)[Key] extends `${typeof paths.workspace}/${string}`
    ? Key
    : never;
}[LabelledKey];

export type PublicKey = Exclude<LabelledKey, WorkspaceKey>;

const labelledKeys = Object.keys(routeLabels).filter((key): key is LabelledKey => key in paths);

function isWorkspaceKey(key: LabelledKey): key is WorkspaceKey {
  return paths[key].startsWith(`${paths.workspace}/`);
}

export const publicKeys = labelledKeys.filter((key): key is PublicKey => !isWorkspaceKey(key));
export const workspaceKeys = labelledKeys.filter(isWorkspaceKey);

/** A route pattern made concrete: `/workspace/annouce/:action` → `/workspace/annouce/add`. */
export function concretePath(key: LabelledKey): string {
  return paths[key].replace(/:action\b/, 'add');
}

/** Detail pages take the record's id (DESIGN §8); they are visited with a real seeded record. */
export async function publicUrl(key: PublicKey): Promise<string> {
  switch (key) {
    case 'dataResourceDetail':
      return withQuery(concretePath(key), { id: await sampleRecordId('dataResource') });
    case 'dataProductDetail':
      return withQuery(concretePath(key), { id: await sampleRecordId('dataProduct') });
    case 'dynamicsDetail':
      return withQuery(concretePath(key), { id: await sampleRecordId('article') });
    case 'search':
      return withQuery(concretePath(key), { keyword: '数据' });
    default:
      return concretePath(key);
  }
}

/**
 * The address of a public page for a test to visit. While the server answers 5010 for the list a
 * detail page needs its id from, the test is skipped and the report says why: a detail page is never
 * visited with a made-up id, which would only prove the page frame renders.
 */
export async function publicUrlOrSkip(key: PublicKey): Promise<string> {
  try {
    return await publicUrl(key);
  } catch (error) {
    test.skip(error instanceof NotAvailableYetError, error instanceof Error ? error.message : '');
    throw error;
  }
}

/** Opens a page and waits until its title is set and its requests have settled. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}
