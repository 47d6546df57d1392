import { describe, expect, it } from 'vitest';
import { workflowDiagram } from '@machines/domain-application/workflow-diagram';

describe('workflowDiagram', () => {
  it('gives the stages in order, the draft first, approved and withdrawn final', () => {
    expect(workflowDiagram().nodes).toEqual([
      { state: 'draft', initial: true, final: false },
      { state: 'firstReview', initial: false, final: false },
      { state: 'finalReview', initial: false, final: false },
      { state: 'approved', initial: false, final: true },
      { state: 'rejected', initial: false, final: false },
      { state: 'returned', initial: false, final: false },
      { state: 'withdrawn', initial: false, final: true },
    ]);
  });

  it('gives the ten transitions of the design', () => {
    expect(workflowDiagram().edges).toEqual([
      { from: 'draft', event: 'submit', to: 'firstReview' },
      { from: 'firstReview', event: 'approve', to: 'finalReview' },
      { from: 'firstReview', event: 'reject', to: 'rejected' },
      { from: 'firstReview', event: 'return', to: 'returned' },
      { from: 'firstReview', event: 'withdraw', to: 'withdrawn' },
      { from: 'finalReview', event: 'approve', to: 'approved' },
      { from: 'finalReview', event: 'reject', to: 'rejected' },
      { from: 'finalReview', event: 'return', to: 'returned' },
      { from: 'rejected', event: 'revise', to: 'draft' },
      { from: 'returned', event: 'revise', to: 'draft' },
    ]);
  });
});
