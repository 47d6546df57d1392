import { describe, expect, it } from 'vitest';
import { createDraft, decideTransition } from '../../machines/domain-application/decide';
import { refusalText } from '../../server/features/domain-applications/refusal-messages';
import {
  admin,
  auditor,
  claimedBy,
  finalReviewer,
  firstReviewer,
  otherApplicant,
  owner,
  REASON,
  storedIn,
} from '../machines/domain-application/workflow-actors';

/** The words the envelope carries for the workflow's refusal of a decision. */
function refusal(decision: ReturnType<typeof decideTransition>): string | null {
  return decision.ok ? null : refusalText(decision.message);
}

describe('refusalText', () => {
  it('words each refusal of the workflow in the envelope’s Chinese', () => {
    expect(
      refusal(
        decideTransition(storedIn('approved'), {
          type: 'review.reject',
          actor: finalReviewer,
          comment: REASON,
        }),
      ),
    ).toBe('申请当前为“已通过”状态，不能驳回');
    expect(
      refusal(
        decideTransition(storedIn('draft'), { type: 'application.submit', actor: otherApplicant }),
      ),
    ).toBe('只能由申请单位办理本单位的专区入驻申请');
    expect(
      refusal(
        decideTransition(storedIn('firstReview'), { type: 'review.approve', actor: auditor }),
      ),
    ).toBe('您没有入驻初审权限');
    expect(
      refusal(
        decideTransition(storedIn('finalReview'), { type: 'review.approve', actor: firstReviewer }),
      ),
    ).toBe('您没有入驻终审权限');
    expect(
      refusal(
        decideTransition(storedIn('finalReview', { firstReviewerId: admin.id }), {
          type: 'review.approve',
          actor: admin,
        }),
      ),
    ).toBe('同一轮申请的初审和终审不能由同一人办理，请由其他终审人员处理');
    expect(
      refusal(
        decideTransition(storedIn('firstReview', claimedBy(firstReviewer)), {
          type: 'review.return',
          actor: firstReviewer,
        }),
      ),
    ).toBe('退回修改须填写审核意见');
  });

  it('words the claims: who holds the case, claim first, four-eyes, the reassign target', () => {
    const wang = { ...firstReviewer, id: 'operator-wang', name: '王审核' };
    const heldByWang = storedIn('firstReview', claimedBy(wang));
    expect(
      refusal(decideTransition(heldByWang, { type: 'review.approve', actor: firstReviewer })),
    ).toBe('该申请已由 王审核 认领，仅认领人可以审核');
    expect(
      refusal(decideTransition(heldByWang, { type: 'review.claim', actor: firstReviewer })),
    ).toBe('该申请已由 王审核 认领');
    expect(
      refusal(decideTransition(heldByWang, { type: 'review.release', actor: firstReviewer })),
    ).toBe('该申请由 王审核 认领，仅认领人或管理员可以释放');
    expect(refusal(decideTransition(heldByWang, { type: 'review.claim', actor: wang }))).toBe(
      '您已认领该申请',
    );
    expect(
      refusal(
        decideTransition(storedIn('firstReview'), { type: 'review.reject', actor: firstReviewer }),
      ),
    ).toBe('请先认领该申请再审核');
    expect(
      refusal(
        decideTransition(storedIn('firstReview'), { type: 'review.release', actor: firstReviewer }),
      ),
    ).toBe('该申请尚未被认领');
    expect(
      refusal(
        decideTransition(storedIn('finalReview', { firstReviewerId: admin.id }), {
          type: 'review.claim',
          actor: admin,
        }),
      ),
    ).toBe('本轮初审由您办理，按照双人审核原则不能认领终审');
    const reassign = (target: typeof admin, actor = admin) =>
      refusal(
        decideTransition(storedIn('finalReview', claimedBy(finalReviewer)), {
          type: 'review.reassign',
          actor,
          target,
        }),
      );
    expect(reassign(firstReviewer)).toBe('所选人员没有入驻终审权限');
    expect(reassign({ ...firstReviewer, rights: admin.rights })).toBe(
      '陈静办理了本轮初审，按照双人审核原则不能改派其终审',
    );
    expect(reassign(finalReviewer)).toBe('该申请已由 赵磊 认领，无需改派');
    expect(reassign(admin, finalReviewer)).toBe('只有管理员可以改派申请');
  });

  it('names a reviewer’s comment 审核意见 and an applicant’s 说明', () => {
    const inFirstReview = storedIn('firstReview', claimedBy(firstReviewer));
    const tooLong = '审'.repeat(1001);
    expect(
      refusal(
        decideTransition(inFirstReview, {
          type: 'review.reject',
          actor: firstReviewer,
          comment: tooLong,
        }),
      ),
    ).toBe('审核意见不能超过 1000 个字');
    expect(
      refusal(
        decideTransition(inFirstReview, {
          type: 'application.withdraw',
          actor: owner,
          comment: tooLong,
        }),
      ),
    ).toBe('说明不能超过 1000 个字');
  });

  it('words a refused new draft', () => {
    const draft = createDraft(firstReviewer);
    expect(draft.ok ? null : refusalText(draft.message)).toBe(
      '只有具备专区申请权限的法人用户可以申请入驻专区',
    );
  });
});
