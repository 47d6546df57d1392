/** 运营动态: what happened on the platform — new resources, products, domain entries, events. */
import {
  type ArticleTemplate,
  dataBureau,
  monthOf,
  operator,
  platformName,
} from './article-context';
import { h3, lead, p, table, ul } from './article-html';
import { chineseDate } from './catalog-dates';
import { reviewLimitsText } from './domain-content';

const chineseNumbers = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

export const operationTemplates: readonly ArticleTemplate[] = [
  ({ random, theme, department, publishedAt }) => {
    const count = random.int(12, 68);
    return {
      title: `平台新增上线${count}项${theme}类公共数据资源`,
      source: dataBureau,
      blocks: [
        p(
          `${chineseDate(publishedAt)}，${platformName}完成新一批公共数据资源的编目、审核和上线工作，新增${theme}类数据资源${count}项，其中无条件开放${Math.round(count * 0.6)}项、有条件开放${count - Math.round(count * 0.6)}项。`,
        ),
        p(
          `本批资源主要由${department}等部门提供，覆盖省级和设区市两级，数据均经过质量校核和安全评估，涉及个人信息的字段已按规定脱敏。`,
        ),
        h3('资源特点'),
        ul([
          '字段说明完整：每项资源均列明字段名称、类型和含义，并附样例数据；',
          '更新机制明确：按实时、每日、每月等频率持续更新；',
          '申请流程便捷：有条件开放资源可通过相应数据专区在线申请。',
        ]),
        p('欢迎社会各界登录平台“数据资源”栏目查询使用，并通过平台反馈数据质量问题和新的数据需求。'),
      ],
    };
  },
  ({ product, publishedAt }) => ({
    title: `“${product.name}”在平台正式上架`,
    source: operator,
    blocks: [
      p(
        `${chineseDate(publishedAt)}，由${product.providerCompany}开发的数据产品“${product.name}”通过平台合规审核，正式在${platformName}上架。`,
      ),
      p(product.summary),
      p(
        `该产品属于“${product.scenario}”应用场景，在平台安全环境中对授权的公共数据进行加工，输出结果不含个人敏感信息，数据使用全程留痕、可审计。`,
      ),
      p(
        '平台将持续跟踪产品的使用情况和服务成效，推动更多优质数据产品在金融、交通、医疗等领域落地应用。',
      ),
    ],
  }),
  ({ random, domain, publishedAt }) => {
    const count = random.int(3, 12);
    return {
      title: `${domain.name}新增${count}家入驻单位`,
      source: operator,
      blocks: [
        p(
          `截至${chineseDate(publishedAt)}，${domain.name}新一批${count}家单位的入驻申请已完成初审、终审，正式入驻专区。`,
        ),
        p(`${domain.name}${domain.summary.replace(/^面向/, '主要面向')}`),
        p(
          `新入驻单位将在签署数据安全承诺书后，按照审核通过的应用场景使用专区数据。平台将对数据使用情况开展常态化监测，对违规使用的单位依规暂停或终止授权。`,
        ),
        p(
          `有意入驻的单位可登录平台，在“专区合集”中查看入驻条件和所需材料，在线提交申请。${reviewLimitsText(domain)}。`,
        ),
      ],
    };
  },
  ({ random, city, publishedAt }) => ({
    title: `${city.name}举办公共数据授权运营供需对接会`,
    source: `${city.name}数据局`,
    blocks: [
      p(
        `${chineseDate(publishedAt)}，${city.name}数据局在${random.pick(city.districts)}举办公共数据授权运营供需对接会，市有关部门、金融机构和数据企业代表${random.int(60, 200)}余人参加。`,
      ),
      p(
        '会上，市数据局介绍了全市公共数据资源目录编制和授权运营工作进展，发布了首批重点开放的数据资源清单；交通、卫生健康、市场监管等部门分别介绍了本部门可开放的数据资源。',
      ),
      h3('现场对接成果'),
      ul([
        `${random.int(8, 25)}家企业现场提交数据需求${random.int(30, 90)}项；`,
        `${random.int(3, 9)}个数据产品项目达成合作意向；`,
        '部分需求将纳入下一批公共数据开放计划。',
      ]),
      p(
        `下一步，${city.name}将依托${platformName}，按照“需求导向、安全可控”的原则，持续扩大公共数据供给，推动数据要素赋能实体经济。`,
      ),
    ],
  }),
  ({ random, city, publishedAt }) => ({
    title: `平台面向${city.name}数据使用单位开展数据安全合规培训`,
    source: operator,
    blocks: [
      p(
        `为帮助数据使用单位准确把握公共数据使用的安全合规要求，${chineseDate(publishedAt)}，平台运营中心在${city.name}举办数据安全合规专题培训，${random.int(40, 150)}家单位的数据安全负责人参加培训。`,
      ),
      p(
        '培训围绕公共数据授权运营的政策要求、专区入驻流程、数据分类分级、个人信息保护和数据出境等内容展开，并结合典型案例讲解了数据使用中的常见风险。',
      ),
      lead(
        '培训要点：',
        '数据使用单位应落实数据安全主体责任，建立健全数据安全管理制度，严格按照审核通过的应用场景使用数据，不得超范围使用或向第三方提供。',
      ),
      p('平台将在各设区市陆续开展培训，培训课件已在平台“政策动态”栏目发布。'),
    ],
  }),
  ({ random, publishedAt }) => {
    const { year, month } = monthOf(publishedAt, 1);
    const calls = random.int(180, 900);
    return {
      title: `${platformName}${year}年${month}月运营情况`,
      source: operator,
      summary: `${year}年${month}月，平台数据资源、数据产品和专区入驻等各项工作平稳推进，接口调用量达到${calls}万次。`,
      blocks: [
        p(`${year}年${month}月，${platformName}运行平稳，各项服务正常。现将主要运营情况通报如下。`),
        h3('一、主要指标'),
        table(
          ['指标', '本月', '环比'],
          [
            ['新上线数据资源（项）', String(random.int(20, 90)), `+${random.int(2, 18)}%`],
            ['新上架数据产品（个）', String(random.int(2, 12)), `+${random.int(1, 25)}%`],
            ['接口调用量（万次）', String(calls), `+${random.int(3, 30)}%`],
            ['专区入驻申请（件）', String(random.int(10, 60)), `+${random.int(1, 20)}%`],
          ],
        ),
        h3('二、重点工作'),
        ul([
          '完成新一批公共数据资源的编目、质量校核与上线；',
          '优化专区入驻申请流程，申请材料可在线预览；',
          '开展数据安全巡检，未发现数据泄露事件。',
        ]),
        h3('三、下月安排'),
        p(
          '继续扩大高价值公共数据供给，推进金融、医疗健康、交通出行等专区的场景建设，开展数据使用单位合规培训。',
        ),
      ],
    };
  },
  ({ random, city, publishedAt }) => {
    const edition = chineseNumbers[random.int(1, 4)] ?? '二';
    return {
      title: `第${edition}届江苏省公共数据开发利用创新大赛${city.name}赛区启动`,
      source: `${city.name}数据局`,
      blocks: [
        p(
          `${chineseDate(publishedAt)}，第${edition}届江苏省公共数据开发利用创新大赛${city.name}赛区正式启动。本届大赛以“数据赋能 智创未来”为主题，面向企业、高校和科研机构征集公共数据创新应用。`,
        ),
        h3('赛道设置'),
        ul(['普惠金融赛道', '智慧交通赛道', '医疗健康赛道', '城市治理赛道', '乡村振兴赛道']),
        p(
          `大赛依托${platformName}提供比赛数据和安全开发环境，参赛团队可在线申请使用赛题数据，原始数据不出平台。`,
        ),
        p(
          '优秀作品将获得奖金支持，并优先纳入平台数据产品目录，获得专区入驻绿色通道。报名截止时间以大赛官网通知为准。',
        ),
      ],
    };
  },
  ({ product, publishedAt }) => ({
    title: `${product.scenario}领域数据产品“${product.name}”入选授权运营典型案例`,
    source: dataBureau,
    blocks: [
      p(
        `近日，${product.providerCompany}开发的“${product.name}”入选全省公共数据授权运营典型案例。`,
      ),
      p(`${product.summary}`),
      p(
        `该产品自上架以来，累计服务用户${(product.applicationCount ?? 0) + 20}家，在提升服务效率、降低运营成本方面取得了明显成效。${chineseDate(publishedAt)}，江苏省数据局组织专家对案例进行了评审，认为该产品应用场景清晰、安全措施完备、示范效应明显。`,
      ),
      p('江苏省数据局将加强典型案例的宣传推广，引导更多企业在依法合规的前提下开发利用公共数据。'),
    ],
  }),
];
