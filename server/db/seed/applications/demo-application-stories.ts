/**
 * The demo applications (demo mode only), each told as what happened to it: who created it when, then
 * each event in order. The seed replays every story through the workflow machine, so stages, rounds
 * and histories are exactly what the portal itself would have written. Times are Beijing office hours
 * up to the reference date (Friday 20 November 2026, 18:00), so some reviews are within their working-
 * day limit on that day and some are past it.
 */
import type { DemoCompanyKey } from './demo-companies';

export const demoApplicationsReferenceDate = new Date('2026-11-20T18:00:00+08:00');

export type DemoReviewer = 'chushen' | 'zhongshen';

export type DemoStep =
  | { readonly at: string; readonly event: 'submit' | 'revise' }
  | { readonly at: string; readonly event: 'withdraw'; readonly comment?: string }
  | {
      readonly at: string;
      readonly event: 'approve' | 'reject' | 'return';
      readonly by: DemoReviewer;
      readonly comment?: string;
    };

export interface DemoApplicationStory {
  readonly company: DemoCompanyKey;
  /** The domain's code. */
  readonly domain: string;
  readonly scenario: string;
  readonly contactName: string;
  readonly contactPhone: string;
  readonly createdAt: string;
  /** How many of the domain's required materials were uploaded after creating it (default: all). */
  readonly requiredFilesUploaded?: number;
  /** Files added later, e.g. a supplement uploaded while revising. */
  readonly laterFiles?: readonly {
    readonly entry: string;
    readonly name: string;
    readonly at: string;
  }[];
  readonly steps: readonly DemoStep[];
}

export const demoApplicationStories: readonly DemoApplicationStory[] = [
  {
    company: 'nanjing-city-brain',
    domain: 'city-governance',
    scenario:
      '汇聚城市部件、网格事件与12345热线工单数据，建设城市运行体征监测平台，为区级城市管理部门提供事件趋势研判与处置效率分析。',
    contactName: '王磊',
    contactPhone: '13951600231',
    createdAt: '2026-09-14T09:30:00+08:00',
    steps: [
      { at: '2026-09-15T10:12:00+08:00', event: 'submit' },
      {
        at: '2026-09-17T15:20:00+08:00',
        event: 'approve',
        by: 'chushen',
        comment: '材料齐全，应用场景清晰，同意提交终审。',
      },
      {
        at: '2026-09-22T10:05:00+08:00',
        event: 'approve',
        by: 'zhongshen',
        comment: '同意入驻城市治理专区。',
      },
    ],
  },
  {
    company: 'wuxi-iot',
    domain: 'transport',
    scenario:
      '基于公交到站、道路卡口流量与停车场泊位数据，为无锡市民出行应用提供实时到站预测与停车诱导服务。',
    contactName: '钱晓燕',
    contactPhone: '13861700452',
    createdAt: '2026-10-12T14:00:00+08:00',
    steps: [
      { at: '2026-10-13T09:45:00+08:00', event: 'submit' },
      {
        at: '2026-10-15T11:30:00+08:00',
        event: 'approve',
        by: 'chushen',
        comment: '资质与材料符合要求。',
      },
      { at: '2026-10-19T16:10:00+08:00', event: 'approve', by: 'zhongshen' },
    ],
  },
  {
    company: 'nantong-health',
    domain: 'health',
    scenario:
      '利用区域全民健康信息平台的慢病随访与检验检查数据，在数据不出域的前提下训练慢病风险评估模型，服务基层家庭医生签约管理。',
    contactName: '陆佳怡',
    contactPhone: '13962800675',
    createdAt: '2026-09-21T10:00:00+08:00',
    laterFiles: [
      {
        entry: '应用场景说明书',
        name: '应用场景说明书（补充脱敏处理方案）.pdf',
        at: '2026-09-29T09:00:00+08:00',
      },
    ],
    steps: [
      { at: '2026-09-22T09:20:00+08:00', event: 'submit' },
      {
        at: '2026-09-24T14:40:00+08:00',
        event: 'return',
        by: 'chushen',
        comment: '请补充医疗数据脱敏处理方案，并在应用场景说明书中说明数据不出域的技术措施。',
      },
      { at: '2026-09-28T10:15:00+08:00', event: 'revise' },
      { at: '2026-09-29T09:30:00+08:00', event: 'submit' },
      {
        at: '2026-10-09T10:20:00+08:00',
        event: 'approve',
        by: 'chushen',
        comment: '补充材料已齐全，脱敏措施可行。',
      },
      {
        at: '2026-10-13T15:00:00+08:00',
        event: 'approve',
        by: 'zhongshen',
        comment: '同意入驻医疗健康专区，请严格落实数据安全承诺。',
      },
    ],
  },
  {
    company: 'changzhou-transport',
    domain: 'transport',
    scenario:
      '采集常州市道路视频与网约车订单数据，面向保险公司提供驾驶行为评分产品，用于车险定价参考。',
    contactName: '顾建国',
    contactPhone: '13775100318',
    createdAt: '2026-10-20T09:10:00+08:00',
    steps: [
      { at: '2026-10-21T10:00:00+08:00', event: 'submit' },
      {
        at: '2026-10-23T16:30:00+08:00',
        event: 'reject',
        by: 'chushen',
        comment:
          '申请单位营业执照经营范围不含数据处理相关业务，且拟使用的网约车订单数据不在交通出行专区开放范围内，不符合入驻条件。',
      },
    ],
  },
  {
    company: 'yangzhou-tourism',
    domain: 'culture-tourism',
    scenario:
      '结合景区客流、A级景区名录与文化场馆预约数据，为扬州市文旅部门建设客流预警与精品线路推荐服务。',
    contactName: '朱文博',
    contactPhone: '13852700149',
    createdAt: '2026-10-26T13:20:00+08:00',
    steps: [
      { at: '2026-10-27T09:40:00+08:00', event: 'submit' },
      { at: '2026-10-28T14:00:00+08:00', event: 'approve', by: 'chushen', comment: '材料齐全。' },
      {
        at: '2026-10-30T11:15:00+08:00',
        event: 'reject',
        by: 'zhongshen',
        comment: '拟使用的游客手机信令轨迹数据超出专区开放范围，且未说明个人信息去标识化措施。',
      },
    ],
  },
  {
    company: 'xuzhou-agriculture',
    domain: 'agriculture',
    scenario:
      '利用耕地质量、农业气象与农产品价格数据，为徐州市家庭农场和合作社提供种植计划与产销对接建议。',
    contactName: '张海峰',
    contactPhone: '13813400926',
    createdAt: '2026-10-28T10:00:00+08:00',
    steps: [
      { at: '2026-10-29T09:00:00+08:00', event: 'submit' },
      {
        at: '2026-10-30T08:50:00+08:00',
        event: 'withdraw',
        comment: '需补充合作社授权材料，稍后重新申请。',
      },
    ],
  },
  {
    company: 'xuzhou-agriculture',
    domain: 'agriculture',
    scenario:
      '利用耕地质量、农业气象与农产品价格数据，为徐州市家庭农场和合作社提供种植计划与产销对接建议，已取得12家合作社的数据使用授权。',
    contactName: '张海峰',
    contactPhone: '13813400926',
    createdAt: '2026-11-02T09:30:00+08:00',
    steps: [
      { at: '2026-11-03T10:00:00+08:00', event: 'submit' },
      { at: '2026-11-05T15:45:00+08:00', event: 'approve', by: 'chushen' },
      { at: '2026-11-10T10:30:00+08:00', event: 'approve', by: 'zhongshen', comment: '同意入驻。' },
    ],
  },
  {
    company: 'nanjing-city-brain',
    domain: 'transport',
    scenario:
      '基于地铁客流、公交线路与共享单车停放数据，分析南京主城区接驳出行需求，为公交线网优化提供决策支持。',
    contactName: '王磊',
    contactPhone: '13951600231',
    createdAt: '2026-11-05T16:00:00+08:00',
    steps: [{ at: '2026-11-06T10:20:00+08:00', event: 'submit' }],
  },
  {
    company: 'wuxi-iot',
    domain: 'city-governance',
    scenario:
      '接入井盖、路灯与积水点物联感知数据，与城市部件台账比对，为无锡市城管部门提供设施故障预警与巡检派单服务。',
    contactName: '钱晓燕',
    contactPhone: '13861700452',
    createdAt: '2026-11-09T11:00:00+08:00',
    steps: [{ at: '2026-11-10T14:35:00+08:00', event: 'submit' }],
  },
  {
    company: 'jiangsu-credit',
    domain: 'credit',
    scenario:
      '融合市场主体登记、行政处罚与纳税信用等级数据，为商业银行提供小微企业信用评估报告，支持首贷与续贷审批。',
    contactName: '孙倩',
    contactPhone: '13913900587',
    createdAt: '2026-11-18T15:00:00+08:00',
    steps: [{ at: '2026-11-19T10:05:00+08:00', event: 'submit' }],
  },
  {
    company: 'nantong-health',
    domain: 'finance',
    scenario:
      '在隐私计算环境中联合医保结算与商业健康险理赔数据，为保险机构提供带病体保险产品的精算参考。',
    contactName: '陆佳怡',
    contactPhone: '13962800675',
    createdAt: '2026-11-19T16:30:00+08:00',
    steps: [{ at: '2026-11-20T09:15:00+08:00', event: 'submit' }],
  },
  {
    company: 'changzhou-transport',
    domain: 'city-governance',
    scenario:
      '利用占道施工审批、道路养护与交通事件数据，为常州市城市管理部门提供施工占道影响评估与交通组织建议。',
    contactName: '顾建国',
    contactPhone: '13775100318',
    createdAt: '2026-11-02T10:40:00+08:00',
    steps: [
      { at: '2026-11-03T14:20:00+08:00', event: 'submit' },
      {
        at: '2026-11-06T10:00:00+08:00',
        event: 'approve',
        by: 'chushen',
        comment: '材料齐全，同意提交终审。',
      },
    ],
  },
  {
    company: 'yangzhou-tourism',
    domain: 'transport',
    scenario:
      '结合旅游大巴轨迹与景区周边停车场泊位数据，为扬州节假日旅游交通疏导提供实时停车诱导与分流建议。',
    contactName: '朱文博',
    contactPhone: '13852700149',
    createdAt: '2026-11-13T09:00:00+08:00',
    steps: [
      { at: '2026-11-16T10:30:00+08:00', event: 'submit' },
      { at: '2026-11-19T14:10:00+08:00', event: 'approve', by: 'chushen', comment: '同意。' },
    ],
  },
  {
    company: 'nanjing-city-brain',
    domain: 'finance',
    scenario:
      '基于企业用水用电、社保缴纳与纳税数据构建经营活跃度指数，与合作银行共同开展普惠小微企业授信风险监测。',
    contactName: '王磊',
    contactPhone: '13951600231',
    createdAt: '2026-11-06T09:00:00+08:00',
    steps: [
      { at: '2026-11-09T09:40:00+08:00', event: 'submit' },
      { at: '2026-11-11T10:50:00+08:00', event: 'approve', by: 'chushen' },
      {
        at: '2026-11-13T15:30:00+08:00',
        event: 'return',
        by: 'zhongshen',
        comment: '请补充与持牌金融机构签订的合作协议全文（含数据使用与安全责任条款）。',
      },
    ],
  },
  {
    company: 'jiangsu-credit',
    domain: 'finance',
    scenario: '为地方金融组织提供企业关联关系图谱与风险预警服务，辅助识别多头借贷与担保圈风险。',
    contactName: '孙倩',
    contactPhone: '13913900587',
    createdAt: '2026-11-18T16:20:00+08:00',
    requiredFilesUploaded: 2,
    steps: [],
  },
  {
    company: 'wuxi-iot',
    domain: 'health',
    scenario:
      '利用可穿戴设备监测数据与社区卫生服务中心随访数据，为老年人提供居家健康风险提醒服务。',
    contactName: '钱晓燕',
    contactPhone: '13861700452',
    createdAt: '2026-10-12T15:00:00+08:00',
    steps: [
      { at: '2026-10-14T09:30:00+08:00', event: 'submit' },
      {
        at: '2026-10-16T11:00:00+08:00',
        event: 'reject',
        by: 'chushen',
        comment: '应用场景说明书未说明数据使用的合法性基础，且缺少与医疗机构的合作证明。',
      },
      { at: '2026-11-17T10:00:00+08:00', event: 'revise' },
    ],
  },
];
