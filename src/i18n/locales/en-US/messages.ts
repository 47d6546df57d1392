/** English wording of the message center (/workspace/messages); the bell's is in core. */
import type { LocaleMessages } from '../zh-CN';

export const messages: LocaleMessages['messages'] = {
  lead: 'Progress of applications, review results and reminders. Opening a message marks it read.',
  filters: {
    label: 'Show messages',
    all: 'All',
    unread: 'Unread',
  },
  unreadSummary: '{{count}} unread',
  noneUnread: 'No unread messages',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  markReadFor: 'Mark “{{title}}” as read',
  allMarked: '{{count}} messages marked as read',
  unreadTag: 'Unread',
  open: 'View details',
  caseNumber: 'Case No. {{caseNumber}}',
  emptyTitle: 'No messages yet',
  emptyText: 'Submissions, review results and reminders will be announced here.',
  noUnreadTitle: 'No unread messages',
  noUnreadText: 'You have read every message.',
  showAll: 'Show all messages',
  kinds: {
    applicationSubmitted: 'Submitted',
    applicationReturned: 'Returned for changes',
    applicationRejected: 'Rejected',
    applicationApproved: 'Approved',
    applicationWithdrawn: 'Withdrawn',
    reviewNewCase: 'New case',
    reviewDeadlineSoon: 'Due soon',
    reviewOverdue: 'Overdue',
    reviewReassigned: 'Reassigned to me',
    reviewReassignedAway: 'Reassigned away',
  },
};
