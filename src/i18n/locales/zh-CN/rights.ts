/**
 * The names of the operator rights (DESIGN §8), as 用户详情 and 角色权限 list them
 * (src/lib/right-labels.ts).
 */
export const rights = {
  adminManage: '管理员、用户与接入应用管理',
  contentEdit: '内容编辑',
  domainFirstReview: '入驻初审',
  domainFinalReview: '入驻终审',
  auditRead: '流程审计（只读）',
  domainApply: '专区入驻申请',
} as const;
