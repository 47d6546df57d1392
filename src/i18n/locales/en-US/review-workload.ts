import type { LocaleMessages } from '../zh-CN';

/** Reviewer workload (the administrators' case desk): each reviewer's figures and reassigning. */
export const reviewWorkload: LocaleMessages['reviewWorkload'] = {
  lead: 'What each reviewer has claimed, decided this week and let run overdue. Claimed applications can be reassigned to another reviewer.',
  summary:
    '{{count}} applications in review are not claimed by anyone. This week counts from {{week}}.',
  note: 'Decided this week: approvals, rejections and returns made this week. Overdue: claimed applications past their time limit.',
  emptyTitle: 'No reviewers',
  emptyText: 'People holding the first-review or final-review right appear here.',
  claimed: 'Claimed',
  decidedThisWeek: 'Decided this week',
  overdue: 'Overdue',
  noRight: 'No review right',
  noCases: 'No claimed applications',
  stages: { firstReview: 'First review', finalReview: 'Final review' },
  columns: {
    company: 'Applicant',
    domain: 'Domain',
    stage: 'Review stage',
    claimedAt: 'Claimed at',
    dueAt: 'Deadline',
    actions: 'Actions',
  },
  reassignCase: 'Reassign the application of {{company}}',
  reassign: {
    action: 'Reassign',
    title: 'Reassign application',
    lead: 'Reassign the application of {{company}} ({{stage}}) to:',
    reviewer: 'Reviewer',
    chooseReviewer: 'Choose a reviewer',
    noCandidates: 'No one else holds the review right of this stage.',
    cancel: 'Cancel',
    confirm: 'Reassign',
    done: 'Reassigned to {{name}}',
  },
};
