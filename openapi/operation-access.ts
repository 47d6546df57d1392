/**
 * Who may call each operation, generated from openapi/portal.yaml by `npm run gen:api`; do not edit.
 * `side`: `public` needs no session, `primary` an operator's, `second` a corporate user's, `any`
 * either; `rights`: the caller needs any one of them (none listed: every signed-in user of that side).
 */
import type { components, operations } from './schema';

export type Right = components['schemas']['Right'];

export interface OperationAccess {
  readonly method: string;
  readonly path: string;
  readonly side: 'public' | 'primary' | 'second' | 'any';
  readonly rights: readonly Right[];
}

export const operationAccess = {
  webLoginUuid: { method: 'GET', path: '/web/login/uuid', side: 'public', rights: [] },
  webLoginOut: { method: 'GET', path: '/web/login/out', side: 'public', rights: [] },
  webLoginRegister: { method: 'GET', path: '/web/login/register', side: 'public', rights: [] },
  webLoginPrimary: { method: 'POST', path: '/web/login/primary', side: 'public', rights: [] },
  webLoginSecond: { method: 'POST', path: '/web/login/second', side: 'public', rights: [] },
  webLoginPrimaryMsgSend: {
    method: 'POST',
    path: '/web/login/primary/msg-send',
    side: 'public',
    rights: [],
  },
  webLoginPrimaryMsgCheck: {
    method: 'POST',
    path: '/web/login/primary/msg-check',
    side: 'public',
    rights: [],
  },
  webLoginLogout: { method: 'POST', path: '/web/login/logout', side: 'public', rights: [] },
  contentConfigWall: { method: 'GET', path: '/content-config/wall/', side: 'public', rights: [] },
  webDataResourceList: {
    method: 'POST',
    path: '/web/data-resource/list',
    side: 'public',
    rights: [],
  },
  webDataResourceDetail: {
    method: 'GET',
    path: '/web/data-resource/detail',
    side: 'public',
    rights: [],
  },
  webDataProductList: {
    method: 'POST',
    path: '/web/data-product/list',
    side: 'public',
    rights: [],
  },
  webDataProductDetail: {
    method: 'GET',
    path: '/web/data-product/detail',
    side: 'public',
    rights: [],
  },
  webArticleList: { method: 'POST', path: '/web/article/list', side: 'public', rights: [] },
  webArticleDetail: { method: 'GET', path: '/web/article/detail', side: 'public', rights: [] },
  webDomainList: { method: 'POST', path: '/web/domain/list', side: 'public', rights: [] },
  webDomainDetail: { method: 'GET', path: '/web/domain/detail', side: 'public', rights: [] },
  webSearch: { method: 'GET', path: '/web/search', side: 'public', rights: [] },
  webHomeStatistics: { method: 'GET', path: '/web/home/statistics', side: 'public', rights: [] },
  primaryHomeModifyPassword: {
    method: 'POST',
    path: '/primary/home/modify-password',
    side: 'primary',
    rights: [],
  },
  primaryHomeProfile: { method: 'GET', path: '/primary/home/profile', side: 'primary', rights: [] },
  primaryAdminList: {
    method: 'POST',
    path: '/primary/admin/list',
    side: 'primary',
    rights: ['admin:manage'],
  },
  primaryAdminNew: {
    method: 'POST',
    path: '/primary/admin/new',
    side: 'primary',
    rights: ['admin:manage'],
  },
  primaryAdminUpdate: {
    method: 'POST',
    path: '/primary/admin/update',
    side: 'primary',
    rights: ['admin:manage'],
  },
  primaryAdminResetPassword: {
    method: 'POST',
    path: '/primary/admin/reset-password',
    side: 'primary',
    rights: ['admin:manage'],
  },
  primaryAdminDisable: {
    method: 'POST',
    path: '/primary/admin/disable',
    side: 'primary',
    rights: ['admin:manage'],
  },
  primaryAdminEnable: {
    method: 'POST',
    path: '/primary/admin/enable',
    side: 'primary',
    rights: ['admin:manage'],
  },
  primaryAdminClientList: {
    method: 'POST',
    path: '/primary/admin/client-list',
    side: 'primary',
    rights: ['admin:manage'],
  },
  primaryAdminRoleList: {
    method: 'POST',
    path: '/primary/admin/role-list',
    side: 'primary',
    rights: ['admin:manage'],
  },
  primaryAdminDetail: {
    method: 'POST',
    path: '/primary/admin/detail',
    side: 'primary',
    rights: ['admin:manage'],
  },
  primaryUserList: {
    method: 'POST',
    path: '/primary/user/list',
    side: 'primary',
    rights: ['admin:manage'],
  },
  primaryUserDetail: {
    method: 'POST',
    path: '/primary/user/detail',
    side: 'primary',
    rights: ['admin:manage'],
  },
  secondUserDetail: { method: 'POST', path: '/second/user/detail', side: 'second', rights: [] },
  secondDomainApplicationNew: {
    method: 'POST',
    path: '/second/domain-application/new',
    side: 'second',
    rights: ['domain:apply'],
  },
  secondDomainApplicationUpdate: {
    method: 'POST',
    path: '/second/domain-application/update',
    side: 'second',
    rights: ['domain:apply'],
  },
  secondDomainApplicationSubmit: {
    method: 'POST',
    path: '/second/domain-application/submit',
    side: 'second',
    rights: ['domain:apply'],
  },
  secondDomainApplicationWithdraw: {
    method: 'POST',
    path: '/second/domain-application/withdraw',
    side: 'second',
    rights: ['domain:apply'],
  },
  secondDomainApplicationRevise: {
    method: 'POST',
    path: '/second/domain-application/revise',
    side: 'second',
    rights: ['domain:apply'],
  },
  secondDomainApplicationList: {
    method: 'POST',
    path: '/second/domain-application/list',
    side: 'second',
    rights: ['domain:apply'],
  },
  secondDomainApplicationDetail: {
    method: 'POST',
    path: '/second/domain-application/detail',
    side: 'second',
    rights: ['domain:apply'],
  },
  secondEntryFileUpload: {
    method: 'POST',
    path: '/second/entry/file-upload',
    side: 'second',
    rights: ['domain:apply'],
  },
  secondEntryFileDownload: {
    method: 'GET',
    path: '/second/entry/file-download',
    side: 'second',
    rights: ['domain:apply'],
  },
  secondEntryFileList: {
    method: 'POST',
    path: '/second/entry/file-list',
    side: 'second',
    rights: ['domain:apply'],
  },
  secondEntryFileDelete: {
    method: 'POST',
    path: '/second/entry/file-delete',
    side: 'second',
    rights: ['domain:apply'],
  },
  secondAnnouncementList: {
    method: 'POST',
    path: '/second/announcement/list',
    side: 'second',
    rights: [],
  },
  secondAnnouncementDetail: {
    method: 'POST',
    path: '/second/announcement/detail',
    side: 'second',
    rights: [],
  },
  primaryReviewQueue: {
    method: 'POST',
    path: '/primary/review/queue',
    side: 'primary',
    rights: ['domain:first-review', 'domain:final-review'],
  },
  primaryReviewDetail: {
    method: 'POST',
    path: '/primary/review/detail',
    side: 'primary',
    rights: ['domain:first-review', 'domain:final-review', 'audit:read'],
  },
  primaryReviewFirstDecision: {
    method: 'POST',
    path: '/primary/review/first-decision',
    side: 'primary',
    rights: ['domain:first-review'],
  },
  primaryReviewFinalDecision: {
    method: 'POST',
    path: '/primary/review/final-decision',
    side: 'primary',
    rights: ['domain:final-review'],
  },
  primaryReviewHistory: {
    method: 'POST',
    path: '/primary/review/history',
    side: 'primary',
    rights: ['domain:first-review', 'domain:final-review', 'audit:read'],
  },
  primaryEntryFileDownload: {
    method: 'GET',
    path: '/primary/entry/file-download',
    side: 'primary',
    rights: ['domain:first-review', 'domain:final-review', 'audit:read'],
  },
  primaryEntryConfigList: {
    method: 'POST',
    path: '/primary/entry-config/list',
    side: 'primary',
    rights: ['content:edit', 'domain:first-review', 'domain:final-review', 'audit:read'],
  },
  primaryEntryConfigNew: {
    method: 'POST',
    path: '/primary/entry-config/new',
    side: 'primary',
    rights: ['content:edit'],
  },
  primaryEntryConfigUpdate: {
    method: 'POST',
    path: '/primary/entry-config/update',
    side: 'primary',
    rights: ['content:edit'],
  },
  primaryEntryConfigStatus: {
    method: 'POST',
    path: '/primary/entry-config/status',
    side: 'primary',
    rights: ['content:edit'],
  },
  primaryEntryConfigDelete: {
    method: 'POST',
    path: '/primary/entry-config/delete',
    side: 'primary',
    rights: ['content:edit'],
  },
  primaryAnnouncementList: {
    method: 'POST',
    path: '/primary/announcement/list',
    side: 'primary',
    rights: [],
  },
  primaryAnnouncementDetail: {
    method: 'POST',
    path: '/primary/announcement/detail',
    side: 'primary',
    rights: [],
  },
  primaryAnnouncementAdd: {
    method: 'POST',
    path: '/primary/announcement/add',
    side: 'primary',
    rights: ['content:edit'],
  },
  primaryAnnouncementUpdate: {
    method: 'POST',
    path: '/primary/announcement/update',
    side: 'primary',
    rights: ['content:edit'],
  },
  primaryAnnouncementPublish: {
    method: 'POST',
    path: '/primary/announcement/publish',
    side: 'primary',
    rights: ['content:edit'],
  },
  primaryAnnouncementUnpublish: {
    method: 'POST',
    path: '/primary/announcement/unpublish',
    side: 'primary',
    rights: ['content:edit'],
  },
  primaryContentConfigUpdate: {
    method: 'POST',
    path: '/primary/content-config/update',
    side: 'primary',
    rights: ['content:edit'],
  },
  primaryContentConfigVersions: {
    method: 'POST',
    path: '/primary/content-config/versions',
    side: 'primary',
    rights: ['content:edit'],
  },
  primaryContentConfigRestore: {
    method: 'POST',
    path: '/primary/content-config/restore',
    side: 'primary',
    rights: ['content:edit'],
  },
  primaryAuditStateCounts: {
    method: 'POST',
    path: '/primary/audit/state-counts',
    side: 'primary',
    rights: ['audit:read'],
  },
  primaryAuditApplicationList: {
    method: 'POST',
    path: '/primary/audit/application-list',
    side: 'primary',
    rights: ['audit:read'],
  },
  primaryAuditApplicationHistory: {
    method: 'POST',
    path: '/primary/audit/application-history',
    side: 'primary',
    rights: ['audit:read'],
  },
  primaryAuditReviewerList: {
    method: 'POST',
    path: '/primary/audit/reviewer-list',
    side: 'primary',
    rights: ['audit:read'],
  },
  primaryAuditAdminLog: {
    method: 'POST',
    path: '/primary/audit/admin-log',
    side: 'primary',
    rights: ['audit:read', 'admin:manage'],
  },
  primaryAuditExport: {
    method: 'GET',
    path: '/primary/audit/export',
    side: 'primary',
    rights: ['audit:read'],
  },
  primaryMessageList: {
    method: 'POST',
    path: '/primary/message/list',
    side: 'primary',
    rights: [],
  },
  primaryMessageUnreadCount: {
    method: 'GET',
    path: '/primary/message/unread-count',
    side: 'primary',
    rights: [],
  },
  primaryMessageRead: {
    method: 'POST',
    path: '/primary/message/read',
    side: 'primary',
    rights: [],
  },
  primaryMessageReadAll: {
    method: 'POST',
    path: '/primary/message/read-all',
    side: 'primary',
    rights: [],
  },
  secondMessageList: { method: 'POST', path: '/second/message/list', side: 'second', rights: [] },
  secondMessageUnreadCount: {
    method: 'GET',
    path: '/second/message/unread-count',
    side: 'second',
    rights: [],
  },
  secondMessageRead: { method: 'POST', path: '/second/message/read', side: 'second', rights: [] },
  secondMessageReadAll: {
    method: 'POST',
    path: '/second/message/read-all',
    side: 'second',
    rights: [],
  },
} as const satisfies Record<keyof operations, OperationAccess>;

export type AccessOperationId = keyof typeof operationAccess;
