import type { LocaleMessages } from '../zh-CN';

/** Wording of the content-wall pages. */
export const contentWall: LocaleMessages['contentWall'] = {
  lead: "Maintain the portal's About page, privacy policy and home page notice. Every save keeps a version in the history, which you can view and restore at any time.",
  loading: 'Loading content settings',
  entries: 'Content entries',
  entriesEmptyTitle: 'No content to configure',
  entriesEmptyText: 'The content wall has no entries yet. Contact a system administrator.',
  updatedLine: 'Last updated: {{time}}',
  keys: { about: 'About the Platform', privacy: 'Privacy Policy', homeNotice: 'Home page notice' },
  fields: {
    title: 'Title',
    titlePlaceholder: 'Enter a title of up to 100 characters',
    body: 'Body',
  },
  validation: {
    titleRequired: 'Enter a title',
    titleTooLong: 'The title cannot be longer than 100 characters',
    bodyRequired: 'Enter the body',
  },
  actions: {
    save: 'Save',
    view: 'View',
    restore: 'Restore this version',
    cancel: 'Cancel',
    close: 'Close',
  },
  editor: {
    dirty: 'Unsaved changes',
    saved: '"{{title}}" saved',
    unchanged: 'Nothing has changed, so there is nothing to save',
    unsavedTitle: 'Leave this page?',
    unsavedText: 'The content has unsaved changes, which will be lost if you leave.',
    stay: 'Stay on this page',
    leave: 'Discard changes and leave',
  },
  versions: {
    heading: 'Version history',
    lead: 'Every save or restore creates a new version; earlier versions are never deleted.',
    loading: 'Loading the version history',
    caption: 'Version history of "{{title}}"',
    emptyTitle: 'No versions yet',
    empty: 'Each change will be recorded here once it is saved.',
    current: 'Current version',
    number: 'Version {{version}}',
    columns: {
      version: 'Version',
      title: 'Title',
      editor: 'Saved by',
      savedAt: 'Saved',
      actions: 'Actions',
    },
    viewLabel: 'View version {{version}}',
    restoreLabel: 'Restore version {{version}}',
    viewTitle: 'Version {{version}}',
    savedBy: 'Saved by {{name}} on {{time}}',
  },
  restore: {
    title: 'Restore a version',
    text: 'Restore "{{title}}" to version {{version}}? The restore is saved as a new version, and the current content stays in the history.',
    dirtyText:
      'Restore "{{title}}" to version {{version}}? Unsaved changes in the editor will be discarded; the restore is saved as a new version, and the current content stays in the history.',
    done: 'Restored to version {{version}}',
    unchanged: 'This version is the same as the current content, so there is nothing to restore',
  },
};
