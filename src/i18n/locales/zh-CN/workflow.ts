/**
 * Wording of the domain application workflow (专区入驻). The names of stages, events and roles come from
 * the workflow's own definition, which the server uses for its messages too, so each has one name.
 */
import {
  actorRoleLabels,
  applicationStateLabels,
  workflowEventLabels,
} from '@machines/domain-application/workflow-labels';

export const workflow = {
  /** 草稿, 初审中, 终审中, 已通过, 已驳回, 退回修改, 已撤回. */
  states: applicationStateLabels,
  /** Events as the history shows them. */
  events: workflowEventLabels,
  roles: actorRoleLabels,
  /** Buttons that send the events (DESIGN §8). */
  actions: {
    submit: '提交申请',
    withdraw: '撤回申请',
    revise: '重新提交',
    approve: '通过',
    reject: '驳回',
    return: '退回修改',
    claim: '认领',
    release: '释放',
    reassign: '改派',
  },
  confirm: {
    submit: '确定提交该申请吗？提交后将进入初审，审核期间不能修改。',
    withdraw: '确定撤回该申请吗？撤回后不能恢复，如需入驻请重新申请。',
    revise: '申请将转为草稿，修改后可重新提交，进入新一轮审核。',
    approve: '确定审核通过该申请吗？',
    reject: '确定驳回该申请吗？申请单位将看到您填写的审核意见。',
    return: '确定退回该申请吗？申请单位修改后可重新提交。',
    claim: '确定认领该申请吗？认领后由您审核，其他审核人员不能处理。',
    release: '确定释放该申请吗？释放后其他审核人员可以认领。',
    reassign: '确定将该申请改派给所选审核人员吗？',
  },
  comment: {
    label: '审核意见',
    withdrawLabel: '撤回原因',
    placeholder: '请填写审核意见',
    optional: '（选填）',
    required: '请填写审核意见',
    tooLong: '审核意见不能超过 {{max}} 个字',
    counter: '{{count}} / {{max}}',
  },
  closedDomain: '{{name}}（已暂停受理）',
  round: '第 {{round}} 轮',
  caseNumber: {
    label: '受理编号',
    prefix: '受理编号：',
    pending: '提交后生成',
  },
  currentState: '当前状态',
  deadline: {
    dueAt: '办理时限',
    dueAtValue: '{{date}} 前办结',
    overdue: '已超时',
    onTime: '未超时',
    none: '无',
    overdueOnly: '只看已超时',
    reviewDays: '{{count}} 个工作日',
  },
  history: {
    title: '流转记录',
    empty: '暂无流转记录',
    at: '时间',
    from: '原状态',
    event: '操作',
    to: '新状态',
    actor: '办理人',
    role: '角色',
    comment: '意见',
    round: '轮次',
    created: '（新建）',
    commitment: '已同意承诺书 第{{version}}版',
  },
  timeInState: {
    title: '各环节停留时长',
    state: '环节',
    duration: '停留时长',
    ongoing: '进行中',
    days: '{{count}} 天',
    hours: '{{count}} 小时',
    minutes: '{{count}} 分钟',
    lessThanMinute: '不到 1 分钟',
  },
  diagram: {
    title: '流程图',
    description: '专区入驻申请的流转状态及各状态的申请数量',
    countInState: '{{state}}：{{count}} 件',
    currentState: '当前所处状态',
    pathTaken: '已经过的流转',
  },
  errors: {
    conflict: '该申请已被他人处理或已发生变化，请刷新后查看最新状态',
  },
} as const;
