/**
 * Wording of the rich-text editor shared by 公告编辑 and 内容配置: its toolbar, 插入链接, and the title
 * and body fields around it.
 */
export const richText = {
  titleCount: '{{count}}/{{max}}',
  preview: '预览',
  previewHeading: '预览效果',
  previewEmpty: '正文为空，输入内容后可在此预览。',
  toolbar: {
    label: '正文格式',
    heading: '标题',
    bold: '加粗',
    italic: '斜体',
    bulletList: '无序列表',
    orderedList: '有序列表',
    blockquote: '引用',
    link: '链接',
    undo: '撤销',
    redo: '重做',
  },
  link: {
    title: '插入链接',
    address: '链接地址',
    placeholder: 'https://',
    hint: '支持以 http://、https:// 或 mailto: 开头的地址',
    invalid: '请输入以 http://、https:// 或 mailto: 开头的完整地址',
    confirm: '确定',
    cancel: '取消',
    remove: '移除链接',
  },
} as const;
