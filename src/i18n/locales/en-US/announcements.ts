import type { LocaleMessages } from '../zh-CN';

/** Wording of announcement management and the announcement editor. */
export const announcements: LocaleMessages['announcements'] = {
  status: { draft: 'Draft', published: 'Published' },
  fields: {
    title: 'Title',
    titlePlaceholder: 'Enter a title of up to 100 characters',
    body: 'Body',
  },
  validation: {
    titleRequired: 'Enter a title',
    titleTooLong: 'The title cannot be longer than 100 characters',
    bodyRequired: 'Enter the body of the announcement',
  },
  actions: {
    saveDraft: 'Save draft',
    saveChanges: 'Save changes',
    publish: 'Publish',
    unpublish: 'Unpublish',
    edit: 'Edit',
    create: 'New announcement',
    cancel: 'Cancel',
    backToList: 'Back to Announcement Management',
  },
  editor: {
    addLead:
      'Write a new platform announcement. You can save it as a draft first and publish it once it is checked.',
    editLead:
      'Edit the title and body of the announcement. A published announcement shows the new content as soon as it is saved.',
    loading: 'Loading the announcement',
    authorLine: 'Author: {{name}}',
    updatedLine: 'Last updated: {{time}}',
    publishedLine: 'Published: {{time}}',
    unsavedTitle: 'Leave this page?',
    unsavedText: 'The announcement has unsaved changes, which will be lost if you leave.',
    stay: 'Stay on this page',
    leave: 'Discard changes and leave',
    saved: 'Draft saved',
    savedPublished: 'Announcement updated',
    unchanged: 'Nothing in the announcement has changed',
    published: 'Announcement published',
    unpublished: 'Announcement unpublished',
    failed: 'The action did not succeed. Please try again later.',
  },
  confirm: {
    publishTitle: 'Publish announcement',
    publishText:
      'Publish "{{title}}"? Once published, it is shown under Notices on the portal and on corporate users\' workspaces.',
    unpublishTitle: 'Unpublish',
    unpublishText:
      'Unpublish "{{title}}"? It becomes a draft again and is no longer shown to the public.',
  },
  management: {
    lead: "Manage drafts and the publication of platform announcements. Published announcements are shown under Notices on the portal and on corporate users' workspaces.",
    filters: 'Filter announcements',
    statusFilter: 'Status',
    allStatuses: 'All statuses',
    keyword: 'Keyword',
    keywordPlaceholder: 'Search titles and bodies',
    search: 'Search',
    tableCaption: 'Announcements',
    columns: {
      title: 'Title',
      status: 'Status',
      author: 'Author',
      updatedAt: 'Updated',
      actions: 'Actions',
    },
    loading: 'Loading announcements',
    emptyTitle: 'No announcements yet',
    emptyText: 'There are no announcements. Select "New announcement" to write the first one.',
    noMatchTitle: 'No announcements match',
    noMatchText: 'Change the filters and try again.',
    editLabel: 'Edit announcement "{{title}}"',
    publishLabel: 'Publish announcement "{{title}}"',
    unpublishLabel: 'Unpublish announcement "{{title}}"',
  },
};
