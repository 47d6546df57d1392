/**
 * The fixed Chinese messages of the client (spec §7, §8). The server's own `msg` is preferred wherever
 * one is given; these are what the user sees when it is empty or when no answer arrived at all.
 */
export const apiMessages = {
  /** Spec §8: any other envelope code with an empty msg. */
  noResponseData: '无响应数据',
  /** Spec §8: HTTP 401 with an empty msg. */
  unauthorized: '鉴权失败',
  /** Spec §8: HTTP 413 with an empty msg. */
  payloadTooLarge: '文件体积超过限制，请重新选择',
  /** Spec §7: no answer within the timeout. */
  timeout: '请求超时，请稍后重试',
  /** No answer because the network or the server could not be reached. */
  network: '网络连接失败，请检查网络后重试',
  /** The page cancelled the request; never shown as a toast, only carried in the result. */
  aborted: '请求已取消',
} as const;

/** An HTTP failure whose body holds no envelope (a gateway page, for instance). */
export function httpFailureMessage(status: number): string {
  return `服务暂时不可用（HTTP ${status}），请稍后重试`;
}
