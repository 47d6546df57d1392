/** The fixed theme taxonomy of data resources (主题分类), in the order lists show it. */
export const resourceThemes = [
  '经济建设',
  '资源环境',
  '交通出行',
  '医疗卫生',
  '教育文化',
  '社会保障',
  '市场监管',
  '城乡建设',
  '农业农村',
  '公共安全',
] as const;

export type ResourceTheme = (typeof resourceThemes)[number];
