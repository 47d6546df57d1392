/** Chinese wording of the session outcomes the server may leave unexplained. */
export const authMessages = {
  /** Codes 1000/1001 with an empty msg. */
  sessionEnded: '登录状态已失效，请重新登录',
  /** The 3166 notice (spec §4). */
  noticeTitle: '提示',
  legalPersonOnly: '仅支持法人登录',
  confirm: '确定',
  close: '关闭',
} as const;
