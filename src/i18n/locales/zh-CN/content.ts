/**
 * What 关于平台 and 隐私政策声明 say while their text is not yet published (src/features/content/pages).
 */
export const content = {
  emptyAbout: '平台介绍尚未发布。',
  emptyPrivacy: '隐私政策声明尚未发布。',
} as const;
