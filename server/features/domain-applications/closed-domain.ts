/**
 * What a legal person is told when the domain no longer accepts applications (closed in 专区管理):
 * the same words for a new draft and for a submission, both refused with 4000 and nothing changed.
 */
export const closedDomainMessage = '该专区已暂停受理新的入驻申请，暂不能新建或提交申请';
