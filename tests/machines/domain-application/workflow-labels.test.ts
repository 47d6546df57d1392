import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATES,
  WORKFLOW_EVENT_TYPES,
} from '@machines/domain-application/domain-application.types';
import {
  actorRoleLabels,
  applicationStateLabels,
  workflowEventLabels,
} from '@machines/domain-application/workflow-labels';
import { zhCN } from '@/i18n/locales/zh-CN';

describe('workflow labels', () => {
  it('name the stages as DESIGN §8 fixes them', () => {
    expect(APPLICATION_STATES.map((state) => applicationStateLabels[state])).toEqual([
      '草稿',
      '初审中',
      '终审中',
      '已通过',
      '已驳回',
      '退回修改',
      '已撤回',
    ]);
  });

  it('name every event and role', () => {
    expect(WORKFLOW_EVENT_TYPES.map((type) => workflowEventLabels[type])).toEqual([
      '提交',
      '撤回',
      '修改',
      '通过',
      '驳回',
      '退回修改',
      '认领',
      '释放',
      '改派',
    ]);
    expect(workflowEventLabels.create).toBe('创建草稿');
    expect(Object.values(actorRoleLabels)).toEqual(['申请人', '初审人员', '终审人员', '管理员']);
  });

  it('are what the zh-CN locale shows, with the DESIGN §8 button words', () => {
    expect(zhCN.workflow.states).toBe(applicationStateLabels);
    expect(zhCN.workflow.events).toBe(workflowEventLabels);
    expect(zhCN.workflow.roles).toBe(actorRoleLabels);
    expect(WORKFLOW_EVENT_TYPES.map((type) => zhCN.workflow.actions[type])).toEqual([
      '提交申请',
      '撤回申请',
      '重新提交',
      '通过',
      '驳回',
      '退回修改',
      '认领',
      '释放',
      '改派',
    ]);
    expect(zhCN.workflow.comment.label).toBe('审核意见');
  });
});
