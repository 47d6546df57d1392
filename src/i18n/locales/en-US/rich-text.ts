import type { LocaleMessages } from '../zh-CN';

/** Wording of the rich-text editor: its toolbar, the link dialog, and the title and body fields. */
export const richText: LocaleMessages['richText'] = {
  titleCount: '{{count}}/{{max}}',
  preview: 'Preview',
  previewHeading: 'Preview',
  previewEmpty: 'The body is empty. Start typing to see a preview here.',
  toolbar: {
    label: 'Text formatting',
    heading: 'Heading',
    bold: 'Bold',
    italic: 'Italic',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    blockquote: 'Quote',
    link: 'Link',
    undo: 'Undo',
    redo: 'Redo',
  },
  link: {
    title: 'Insert link',
    address: 'Link address',
    placeholder: 'https://',
    hint: 'Addresses starting with http://, https:// or mailto:',
    invalid: 'Enter a full address starting with http://, https:// or mailto:',
    confirm: 'OK',
    cancel: 'Cancel',
    remove: 'Remove link',
  },
};
