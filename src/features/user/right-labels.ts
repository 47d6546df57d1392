/** The rights of DESIGN §8 in the words people use for them (the contract's descriptions). */
const rightLabels: Readonly<Record<string, string>> = {
  'admin:manage': '管理员、用户与接入应用管理',
  'content:edit': '内容编辑',
  'domain:first-review': '入驻初审',
  'domain:final-review': '入驻终审',
  'audit:read': '流程审计（只读）',
  'domain:apply': '专区入驻申请',
};

/** A right in Chinese; an unknown one is shown as it is rather than hidden. */
export function rightLabel(right: string): string {
  return rightLabels[right] ?? right;
}
