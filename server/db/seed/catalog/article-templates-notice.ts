/** 公告: maintenance windows, domain openings and pauses, material changes, holiday service, warnings. */
import { type ArticleTemplate, monthOf, operator, platformName } from './article-context';
import { h3, lead, ol, p, ul } from './article-html';
import { chineseDate } from './catalog-dates';
import { reviewLimitsText } from './domain-content';

const dayMs = 86_400_000;

export const noticeTemplates: readonly ArticleTemplate[] = [
  ({ random, publishedAt }) => {
    const day = new Date(publishedAt.getTime() + random.int(2, 5) * dayMs);
    const start = random.pick(['20:00', '21:00', '22:00']);
    const end = random.pick(['次日 02:00', '次日 06:00', '23:59']);
    return {
      title: `关于${chineseDate(day)}平台系统维护的公告`,
      source: operator,
      blocks: [
        p(
          `为进一步提升平台服务能力，${platformName}定于${chineseDate(day)} ${start}至${end}进行系统升级维护。维护期间，平台门户网站、数据资源申请、专区入驻申请和数据接口服务将暂停使用。`,
        ),
        p(
          '维护完成后，各项服务将自动恢复，无需用户进行任何操作。请各用户合理安排工作时间，提前做好相关准备。',
        ),
        p('由此给您带来的不便，敬请谅解。如有疑问，请拨打平台服务热线 025-0000 1234（演示号码）。'),
        p('特此公告。'),
      ],
    };
  },
  ({ domain, publishedAt }) => ({
    title: `关于${domain.name}开放入驻申请的公告`,
    source: operator,
    blocks: [
      p(
        `为推进公共数据授权运营，经研究，${domain.name}自${chineseDate(publishedAt)}起开放入驻申请。现将有关事项公告如下。`,
      ),
      h3('一、专区简介'),
      p(domain.summary),
      h3('二、入驻条件'),
      ul(domain.conditions),
      h3('三、申请材料'),
      ol(
        domain.materials.map(
          (material) => `${material.name}${material.required ? '' : '（如有）'}`,
        ),
      ),
      h3('四、办理流程'),
      p(
        `申请单位通过统一身份认证登录平台，在“专区合集”中选择${domain.name}，在线填写申请信息并上传材料。平台按初审、终审两个环节进行审核，${reviewLimitsText(domain)}。`,
      ),
      p('特此公告。'),
    ],
  }),
  ({ domain, publishedAt }) => ({
    title: `关于调整${domain.name}入驻材料要求的公告`,
    source: operator,
    blocks: [
      p(
        `根据数据安全管理工作要求，自${chineseDate(publishedAt)}起，${domain.name}的入驻材料要求调整如下：`,
      ),
      ul(
        domain.materials.map(
          (material) =>
            `${material.name}：${material.required ? '必须上传' : '选择上传'}，支持 ${material.allowedTypes.join('、').toUpperCase()} 格式，单个文件不超过 ${Math.round(material.maxSizeBytes / 1_048_576)} MB`,
        ),
      ),
      p(
        '调整前已提交且正在审核中的申请，按原要求继续办理；被退回修改的申请，请按新要求补充材料后重新提交。',
      ),
      p('特此公告。'),
    ],
  }),
  ({ random, publishedAt }) => {
    const { year } = monthOf(publishedAt);
    const holiday = random.pick(['元旦', '春节', '清明节', '劳动节', '端午节', '国庆节']);
    return {
      title: `${year}年${holiday}期间平台服务安排的公告`,
      source: operator,
      blocks: [
        p(
          `根据国务院办公厅关于${year}年部分节假日安排的通知，现将${holiday}期间${platformName}服务安排公告如下：`,
        ),
        ol([
          '节假日期间，平台门户网站、数据资源查询和数据接口服务正常运行；',
          '专区入驻申请可正常提交，审核工作顺延至节后第一个工作日起办理，审核时限按工作日计算；',
          '服务热线节假日期间每日 9:00—17:00 值守。',
        ]),
        p('祝大家节日愉快！'),
      ],
    };
  },
  () => ({
    title: '关于防范冒用平台名义开展数据交易的风险提示',
    source: operator,
    blocks: [
      p(
        `近期，有不法分子冒用${platformName}名义，以“代办数据授权”“低价出售公共数据”等为由诱骗企业付费。为保障用户合法权益，现提示如下：`,
      ),
      ol([
        `${platformName}的公共数据资源查询和专区入驻申请均在平台上在线办理，不收取任何代办费用；`,
        '平台不会通过个人社交账号联系用户索要账号密码、验证码等信息；',
        '任何单位和个人不得倒卖、转让通过平台获取的公共数据。',
      ]),
      lead(
        '举报方式：',
        '如发现上述行为，请拨打平台服务热线 025-0000 1234（演示号码）或向当地公安机关报案。',
      ),
    ],
  }),
  ({ random, domain }) => {
    const batch = random.int(2, 9);
    return {
      title: `${domain.name}第${batch}批入驻单位名单公示`,
      source: operator,
      blocks: [
        p(
          `根据${domain.name}入驻管理要求，经初审、终审，拟同意以下单位入驻${domain.name}。现予以公示，公示期为 5 个工作日。`,
        ),
        ul(
          random
            .sample(
              [
                '江苏数源科技有限公司',
                '苏州智算数据服务有限公司',
                '南京金陵智数信息技术有限公司',
                '无锡太湖云图科技有限公司',
                '常州龙城数智科技有限公司',
                '南通江海数联信息技术有限公司',
                '江苏康联医疗数据科技有限公司',
              ],
              random.int(3, 5),
            )
            .map((company) => company),
        ),
        p('公示期间，如对上述单位有异议，请以书面形式向平台运营中心反映，并提供相关证明材料。'),
        p('特此公示。'),
      ],
    };
  },
  ({ department, random, publishedAt }) => ({
    title: `关于${department}数据资源批量更新的公告`,
    source: operator,
    blocks: [
      p(
        `${chineseDate(publishedAt)}，${department}对其在平台发布的${random.int(8, 40)}项数据资源进行了批量更新，更新内容包括补充字段说明、修正历史数据和调整更新频率。`,
      ),
      p(
        '已申请使用相关数据资源的单位，请及时核对字段变化，必要时调整接口调用程序。本次更新不影响已审核通过的数据使用授权。',
      ),
      p('特此公告。'),
    ],
  }),
  () => ({
    title: '关于生态环境专区暂停受理入驻申请的公告',
    source: operator,
    blocks: [
      p(
        '因生态环境专区开展数据资源扩容和接口改造，自即日起暂停受理新的入驻申请，恢复受理时间另行公告。',
      ),
      p('已入驻单位的数据服务不受影响；已提交尚未办结的申请，平台将按原流程继续审核。'),
      p('特此公告。'),
    ],
  }),
];
