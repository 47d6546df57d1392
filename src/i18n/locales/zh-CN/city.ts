/**
 * A city portal's 服务暂不可用 page (src/features/city-portal).
 */
export const city = {
  unavailableTitle: '服务暂不可用',
  unavailableText:
    '{{city}}公共数据授权运营专区正在建设中，暂不提供在线服务，请先使用省级平台的相关服务。',
  backToProvince: '返回省级平台首页',
} as const;
