/** 首页公告：the short notice on the home page, as sanitized rich text. */
export const homeNoticeTitle = '平台服务公告';

export const homeNoticeHtml = `<p>江苏省公共数据授权运营平台已开放金融、医疗健康、交通出行等数据专区的入驻申请。企业法人可通过统一身份认证登录后在线提交申请，平台将在每一审核环节 5 个工作日内完成审核。如有疑问，请拨打服务热线 025-0000 1234（演示号码）。</p>`;
