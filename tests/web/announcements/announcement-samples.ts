/** Announcements and an editor's AuthState for the announcement page tests. */
import type { components } from '@openapi/schema';
import type { AuthState } from '@/lib/auth-state';

type Announcement = components['schemas']['Announcement'];

export const contentEditor: AuthState = {
  token: 'tok-editor-0123456789',
  userType: 'primary',
  name: '孙悦',
  corName: '',
  rights: ['content:edit'],
};

export function announcementId(n: number): string {
  return `6a1f0c2e-5d7a-4c4b-9f0e-${String(n).padStart(12, '0')}`;
}

export function sampleAnnouncement(n: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: announcementId(n),
    title: `关于平台系统升级的公告（第${n}号）`,
    content: '<h2>升级安排</h2><p>平台将于本周六凌晨进行系统升级。</p>',
    status: 'draft',
    authorName: '孙悦',
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-21T03:30:00.000Z',
    publishedAt: null,
    ...overrides,
  };
}

/**
 * ProseMirror measures the selection to keep it in view; jsdom lays nothing out, so ranges and
 * elements report empty boxes, which is what an unrendered page would measure.
 */
export function allowEditorMeasuring(): void {
  const empty = (): DOMRect => new DOMRect(0, 0, 0, 0);
  const emptyList = (): DOMRectList => {
    const list: DOMRect[] = [];
    return Object.assign(list, { item: () => null });
  };
  if (typeof Range.prototype.getClientRects !== 'function') {
    Range.prototype.getClientRects = emptyList;
    Range.prototype.getBoundingClientRect = empty;
  }
  if (typeof document.elementFromPoint !== 'function') {
    document.elementFromPoint = () => null;
  }
}
