/**
 * The 无权访问 (403) and 页面不存在 (404) pages (src/components/page). The route error page's texts
 * are the start's (`errors` in core.ts): it shows when a page's own code or texts failed to load.
 */
export const errorPages = {
  forbiddenTitle: '无权访问',
  forbiddenText: '您没有访问该页面的权限。如需开通，请联系平台管理员。',
  notFoundTitle: '页面不存在',
  notFoundText: '您访问的页面不存在或已被移除，请检查地址是否正确。',
  goBack: '返回上一页',
} as const;
