/** Notices as the message center's list answers them, for the page and the bell. */
import type { components } from '@openapi/schema';
import { envelopeResponse } from '../../support/fake-fetch';

type Message = components['schemas']['Message'];

export const applicationId = '6d1f5c2a-8b3e-4c1d-9a7f-2e4b6c8d0a11';

export function sampleMessage(n: number, overrides: Partial<Message> = {}): Message {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'application.returned',
    title: '入驻申请被退回修改',
    body: '您的交通出行专区入驻申请（受理编号 JS2026000123）被退回修改，请按审核意见修改后重新提交。审核意见：请补充营业执照副本',
    link: `/workspace/domain/detail?id=${applicationId}`,
    applicationId,
    caseNumber: 'JS2026000123',
    createdAt: '2026-11-23T02:30:00.000Z',
    readAt: null,
    ...overrides,
  };
}

export function messagePage(list: Message[], unread: number, total = list.length) {
  return envelopeResponse(0, '', { list, total, page: 1, pageSize: 10, unread });
}

export function unreadCount(unread: number) {
  return envelopeResponse(0, '', { unread });
}
