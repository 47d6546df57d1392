import type { LocaleMessages } from '../zh-CN';

/**
 * Wording of the domain application workflow. The Chinese names of stages, events and roles come from
 * the workflow's definition (machines/domain-application/workflow-labels.ts); these are their English.
 */
export const workflow: LocaleMessages['workflow'] = {
  states: {
    draft: 'Draft',
    firstReview: 'In first review',
    finalReview: 'In final review',
    approved: 'Approved',
    rejected: 'Rejected',
    returned: 'Returned for revision',
    withdrawn: 'Withdrawn',
  },
  events: {
    create: 'Draft created',
    submit: 'Submitted',
    withdraw: 'Withdrawn',
    revise: 'Revised',
    approve: 'Approved',
    reject: 'Rejected',
    return: 'Returned for revision',
    claim: 'Claimed',
    release: 'Released',
    reassign: 'Reassigned',
  },
  roles: {
    applicant: 'Applicant',
    firstReviewer: 'First reviewer',
    finalReviewer: 'Final reviewer',
    admin: 'Administrator',
  },
  actions: {
    submit: 'Submit application',
    withdraw: 'Withdraw application',
    revise: 'Revise and resubmit',
    approve: 'Approve',
    reject: 'Reject',
    return: 'Return for revision',
    claim: 'Claim',
    release: 'Release',
    reassign: 'Reassign',
  },
  confirm: {
    submit:
      'Submit this application? It then goes to first review and cannot be edited during the review.',
    withdraw:
      'Withdraw this application? This cannot be undone; to enter the domain you would need to apply again.',
    revise:
      'The application becomes a draft again. Once revised, it can be resubmitted for a new round of review.',
    approve: 'Approve this application?',
    reject: 'Reject this application? The applicant will see your review comments.',
    return: 'Return this application? The applicant can revise and resubmit it.',
    claim: 'Claim this application? You will then review it and other reviewers cannot handle it.',
    release: 'Release this application? Other reviewers can then claim it.',
    reassign: 'Reassign this application to the selected reviewer?',
  },
  comment: {
    label: 'Review comments',
    withdrawLabel: 'Reason for withdrawal',
    placeholder: 'Enter your review comments',
    optional: ' (optional)',
    required: 'Enter your review comments',
    tooLong: 'Review comments cannot be longer than {{max}} characters',
    counter: '{{count}} / {{max}}',
  },
  closedDomain: '{{name}} (not accepting applications)',
  round: 'Round {{round}}',
  caseNumber: {
    label: 'Case No.',
    prefix: 'Case No. ',
    pending: 'Assigned on submission',
  },
  currentState: 'Current status',
  deadline: {
    dueAt: 'Deadline',
    dueAtValue: 'Due by {{date}}',
    overdue: 'Overdue',
    onTime: 'On time',
    none: 'None',
    overdueOnly: 'Overdue only',
    reviewDays: '{{count}} working days',
  },
  history: {
    title: 'Transition history',
    empty: 'No transitions yet',
    at: 'Time',
    from: 'From',
    event: 'Action',
    to: 'To',
    actor: 'Handled by',
    role: 'Role',
    comment: 'Comments',
    round: 'Round',
    created: '(new)',
    commitment: 'Accepted commitment version {{version}}',
  },
  timeInState: {
    title: 'Time spent at each step',
    state: 'Step',
    duration: 'Time spent',
    ongoing: 'In progress',
    days: '{{count}} d',
    hours: '{{count}} h',
    minutes: '{{count}} min',
    lessThanMinute: 'Under 1 min',
  },
  diagram: {
    title: 'Workflow diagram',
    description: 'The states of domain entry applications and how many applications are in each',
    countInState: '{{state}}: {{count}}',
    currentState: 'Current state',
    pathTaken: 'Transitions taken',
  },
  errors: {
    conflict:
      'This application has been handled by someone else or has changed. Refresh to see its latest state.',
  },
};
