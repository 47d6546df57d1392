import type { LocaleMessages } from '../zh-CN';

/** Wording of the inline preview of entry materials for reviewers and auditors. */
export const filePreview: LocaleMessages['filePreview'] = {
  preview: 'Preview',
  previewFile: 'Preview {{name}}',
  download: 'Download',
  downloadFile: 'Download {{name}}',
  downloading: 'Downloading',
  uploadedAt: 'Uploaded {{date}}',
  unsupported: 'This format cannot be previewed online; download it to view',
  title: 'Preview: {{name}}',
  loading: 'Loading the file…',
  loadFailed: 'The file could not be loaded. Try again, or download it to view',
  renderFailed: 'This page cannot be shown; download the file to view it',
  toolbar: 'Preview toolbar',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {{page}} of {{count}}',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomValue: '{{percent}}%',
  fitWidth: 'Fit width',
  pageArea: '{{name}}, page {{page}} of {{count}}',
  keyboardHint: 'Tip: in the page area, ← → turn pages, + − zoom, 0 fits the width.',
  materialsTitle: 'Entry materials',
  materialsEmpty: 'No entry materials were uploaded with this application',
  materialsLoading: 'Loading the entry materials',
  draftMaterials:
    'This application has not been submitted; the materials of a draft are visible only to the applicant.',
};
