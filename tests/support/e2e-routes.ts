/**
 * The route table (src/config/routes.ts) as the end-to-end tests visit it: which routes are public and
 * which sit behind the workspace's login check, and the concrete address of each — a parameter filled
 * in, a detail page with the id of a real seeded record.
 */
import type { Page } from '@playwright/test';
import type { AuthState } from '@machines/auth/auth.types';
import type { DemoIdentity } from '../../scripts/portal/demo-sign-in';
import { paths, routeLabels, withQuery } from '@/config/routes';
import { sampleRecordId, workspaceRecordId } from './e2e-sample-records';

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

/**
 * Who opens each workspace page: corporate users apply and follow their applications (these routes);
 * operators — signed in as the administrator, who holds every operator right — review, edit, audit and
 * administer everything else (DESIGN §1).
 */
const corporateWorkspaceRoutes: ReadonlySet<WorkspaceKey> = new Set<WorkspaceKey>([
  'workspaceHome',
  'workspaceUserDetail',
  'domainApply',
  'domainDetail',
  'domainRejectResult',
]);

export function workspaceVisitor(key: WorkspaceKey): DemoIdentity {
  return corporateWorkspaceRoutes.has(key) ? 'corporate' : 'operator';
}

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
 * Workspace detail pages take the record's id too, one that `session` may read (an applicant its own
 * application, an operator any); without one they end at /404 like any missing record.
 */
export async function workspaceUrl(key: WorkspaceKey, session: AuthState): Promise<string> {
  switch (key) {
    case 'domainDetail':
    case 'domainRejectResult':
    case 'domainReceipt':
    case 'domainNotice': {
      const kind = session.userType === 'second' ? 'ownApplication' : 'application';
      return withQuery(concretePath(key), { id: await workspaceRecordId(kind, session) });
    }
    case 'auditApplication':
      return withQuery(concretePath(key), { id: await workspaceRecordId('application', session) });
    case 'adminUserDetail':
      return withQuery(concretePath(key), {
        id: await workspaceRecordId('corporateUser', session),
      });
    default:
      return concretePath(key);
  }
}

/** Opens a page and waits until its title is set and its requests have settled. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}
