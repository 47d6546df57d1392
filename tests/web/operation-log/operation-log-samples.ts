/** Operation-log entries and an auditor's AuthState for the 操作日志 page tests. */
import type { components } from '@openapi/schema';
import type { AuthState } from '@/lib/auth-state';
import { envelopeResponse } from '../../support/fake-fetch';

type AdminLogEntry = components['schemas']['AdminLogEntry'];

export const auditor: AuthState = {
  token: 'tok-auditor-0123456789',
  userType: 'primary',
  name: '周敏',
  corName: '',
  rights: ['audit:read'],
};

export const administrator: AuthState = {
  token: 'tok-admin-0123456789',
  userType: 'primary',
  name: '系统管理员',
  corName: '',
  rights: ['admin:manage'],
};

export function operatorId(n: number): string {
  return `3c9d2a1b-4e5f-4a6b-8c7d-${String(n).padStart(12, '0')}`;
}

export function logEntry(n: number, overrides: Partial<AdminLogEntry> = {}): AdminLogEntry {
  return {
    id: `9e8d7c6b-5a4f-4e3d-9c2b-${String(n).padStart(12, '0')}`,
    actorId: operatorId(1),
    actorName: '孙悦',
    action: 'announcementPublish',
    targetType: 'announcement',
    targetId: `6a1f0c2e-5d7a-4c4b-9f0e-${String(n).padStart(12, '0')}`,
    targetLabel: '关于平台系统升级的公告',
    detail: '发布公告',
    ip: '10.32.1.15',
    at: '2026-11-21T03:30:05.000Z',
    ...overrides,
  };
}

export function logPage(list: AdminLogEntry[], total = list.length, page = 1, pageSize = 10) {
  return envelopeResponse(0, '', { list, total, page, pageSize });
}

export const reviewers = [
  { id: operatorId(2), name: '陈静', stages: ['firstReview'] },
  { id: operatorId(3), name: '刘洋', stages: ['finalReview'] },
];
