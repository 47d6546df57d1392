/**
 * The data domains (专区) and the materials an applicant uploads to enter each (入驻材料配置). They
 * are the platform's fixed zones, written out in full rather than generated.
 */

type FileType = 'pdf' | 'ofd' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'jpg' | 'jpeg' | 'png' | 'zip';

export interface EntryMaterial {
  readonly name: string;
  readonly description: string;
  readonly required: boolean;
  readonly allowedTypes: readonly FileType[];
  readonly maxSizeBytes: number;
}

export interface DomainContent {
  readonly code: string;
  readonly name: string;
  readonly summary: string;
  /** 专区介绍: one or two paragraphs. */
  readonly introduction: readonly string[];
  /** 入驻条件: list items. */
  readonly conditions: readonly string[];
  /** 数据范围: list items. */
  readonly dataScope: readonly string[];
  /** Time limits of the first and the final review, in working days. */
  readonly firstReviewDays: number;
  readonly finalReviewDays: number;
  readonly acceptingApplications: boolean;
  readonly materials: readonly EntryMaterial[];
}

/** The review time limits in a sentence, as the domain's introduction and its articles state them. */
export function reviewLimitsText(
  content: Pick<DomainContent, 'firstReviewDays' | 'finalReviewDays'>,
): string {
  return content.firstReviewDays === content.finalReviewDays
    ? `每个审核环节的办理时限为${String(content.firstReviewDays)}个工作日`
    : `初审办理时限为${String(content.firstReviewDays)}个工作日，终审办理时限为${String(content.finalReviewDays)}个工作日`;
}

const mebibyte = 1_048_576;

const businessLicence: EntryMaterial = {
  name: '营业执照（副本）扫描件',
  description: '加盖单位公章的营业执照副本彩色扫描件，信息须清晰完整，与统一社会信用代码一致。',
  required: true,
  allowedTypes: ['pdf', 'ofd', 'jpg', 'png'],
  maxSizeBytes: 10 * mebibyte,
};

const securityPolicy: EntryMaterial = {
  name: '数据安全管理制度',
  description:
    '本单位数据安全管理制度文件，应包括数据分类分级、访问控制、日志审计、应急处置和人员管理等内容。',
  required: true,
  allowedTypes: ['pdf', 'ofd', 'docx'],
  maxSizeBytes: 20 * mebibyte,
};

const scenarioStatement: EntryMaterial = {
  name: '应用场景说明书',
  description: '说明拟使用的数据资源、应用场景、服务对象、数据使用方式和预期成效，需加盖单位公章。',
  required: true,
  allowedTypes: ['pdf', 'ofd', 'doc', 'docx'],
  maxSizeBytes: 20 * mebibyte,
};

const securityCommitment: EntryMaterial = {
  name: '数据安全承诺书',
  description: '按平台提供的模板填写，由法定代表人签字并加盖单位公章。',
  required: true,
  allowedTypes: ['pdf', 'ofd', 'jpg', 'png'],
  maxSizeBytes: 5 * mebibyte,
};

const authorisation: EntryMaterial = {
  name: '法定代表人授权委托书',
  description: '经办人非法定代表人本人时提供，写明委托事项和期限，由法定代表人签字并加盖公章。',
  required: false,
  allowedTypes: ['pdf', 'ofd', 'jpg', 'png'],
  maxSizeBytes: 5 * mebibyte,
};

function material(base: EntryMaterial, overrides: Partial<EntryMaterial>): EntryMaterial {
  return { ...base, ...overrides };
}

export const domainContents: readonly DomainContent[] = [
  {
    code: 'finance',
    name: '金融专区',
    summary:
      '面向银行、保险、担保等金融机构和金融科技企业，提供企业登记、纳税信用、社保缴纳、不动产等公共数据的授权运营服务，支撑普惠金融和风险防控。',
    introduction: [
      '金融专区围绕“数据多跑路、企业少跑腿”的目标，汇聚市场监管、税务、人力资源和社会保障、自然资源等部门的涉企公共数据，以“可用不可见”的方式向持牌金融机构和合规的金融科技企业提供授权运营服务。',
      '专区支持小微企业信用画像、贷前准入核验、贷后风险预警和保险精准定价等场景，数据在平台隐私计算环境中加工，结果经审核后输出。',
    ],
    conditions: [
      '在江苏省内依法登记注册的企业法人，成立满一年，近三年无重大违法违规记录；',
      '金融机构须持有金融监管部门颁发的经营许可证，金融科技企业须与持牌机构签订合作协议；',
      '已建立数据安全管理制度，通过网络安全等级保护二级及以上测评；',
      '应用场景明确，数据使用遵循最小必要原则。',
    ],
    dataScope: [
      '企业登记注册、行政许可与行政处罚信息',
      '纳税信用等级、社会保险参保与缴费状态',
      '不动产登记、公积金缴存等授权查询结果',
    ],
    firstReviewDays: 5,
    finalReviewDays: 5,
    acceptingApplications: true,
    materials: [
      businessLicence,
      material(scenarioStatement, {
        description:
          '说明拟开展的金融业务、服务对象、所需数据资源及使用方式、风险控制措施，需加盖单位公章。',
      }),
      securityPolicy,
      {
        name: '金融业务许可证或合作协议',
        description: '持牌金融机构提供经营许可证扫描件；金融科技企业提供与持牌机构签订的合作协议。',
        required: true,
        allowedTypes: ['pdf', 'ofd'],
        maxSizeBytes: 20 * mebibyte,
      },
      authorisation,
    ],
  },
  {
    code: 'health',
    name: '医疗健康专区',
    summary:
      '汇聚医疗机构、执业医师、医保定点、药品经营等医疗卫生数据，服务互联网医疗、商业健康保险、医药流通和健康管理等场景。',
    introduction: [
      '医疗健康专区由江苏省数据局会同江苏省卫生健康委员会、江苏省医疗保障局共同建设，在严格保护个人健康信息的前提下，开放医疗资源、医保服务和药品监管等数据。',
      '专区内涉及个人的数据仅以统计结果或经授权的核验结果形式提供，原始数据不出平台。',
    ],
    conditions: [
      '依法设立的医疗机构、保险机构、医药企业或健康服务企业；',
      '具备医疗健康数据安全保护能力，已建立个人信息保护制度并指定负责人；',
      '涉及诊疗服务的，须具备相应执业许可；',
      '承诺数据仅用于申请的应用场景，不进行个人身份再识别。',
    ],
    dataScope: [
      '医疗机构基本信息、执业医师注册信息',
      '医保定点医药机构、医疗服务价格项目',
      '药品经营许可、预防接种门诊等公共卫生服务信息',
    ],
    firstReviewDays: 7,
    finalReviewDays: 7,
    acceptingApplications: true,
    materials: [
      businessLicence,
      {
        name: '医疗机构执业许可证或相关资质',
        description: '医疗机构提供执业许可证；保险、医药企业提供相应经营许可证扫描件。',
        required: true,
        allowedTypes: ['pdf', 'ofd', 'jpg', 'png'],
        maxSizeBytes: 10 * mebibyte,
      },
      scenarioStatement,
      material(securityCommitment, {
        description:
          '按平台模板填写，承诺不对健康数据进行个人身份再识别，由法定代表人签字并加盖单位公章。',
      }),
    ],
  },
  {
    code: 'transport',
    name: '交通出行专区',
    summary:
      '开放公交线路、公共自行车、停车场、充电设施、道路运输许可等交通数据，支撑出行导航、智慧停车、物流调度和交通规划。',
    introduction: [
      '交通出行专区汇聚交通运输、公安交管、城市管理等部门的动态和静态交通数据，实时类数据以接口方式提供，静态数据按月更新。',
      '专区鼓励企业开发面向公众的出行服务产品，并为城市交通治理提供数据分析支撑。',
    ],
    conditions: [
      '在江苏省内依法登记注册的企业法人或事业单位；',
      '具备稳定的接口调用和数据存储环境，已落实网络安全等级保护要求；',
      '面向公众提供服务的，须说明服务形式和用户规模。',
    ],
    dataScope: [
      '公交线路、公共自行车站点、道路客运站信息',
      '公共停车场、公共充电设施信息',
      '道路运输经营许可、机动车保有量统计等信息',
    ],
    firstReviewDays: 5,
    finalReviewDays: 5,
    acceptingApplications: true,
    materials: [
      businessLicence,
      scenarioStatement,
      securityPolicy,
      {
        name: '接口对接技术方案',
        description: '说明调用方式、调用频率、数据存储和访问控制方案，可附系统架构图。',
        required: false,
        allowedTypes: ['pdf', 'docx', 'zip'],
        maxSizeBytes: 50 * mebibyte,
      },
    ],
  },
  {
    code: 'city-governance',
    name: '城市治理专区',
    summary:
      '围绕城市运行、基层治理和应急管理，开放城市部件、公共设施、应急避难场所、安全生产等数据，支撑城市运行监测和精细化管理。',
    introduction: [
      '城市治理专区服务于“一网统管”建设，汇集住房城乡建设、城市管理、应急管理、民政等部门数据，为参与城市治理的企业和科研机构提供数据支撑。',
      '专区数据以区县为单元组织，可按区域申请使用。',
    ],
    conditions: [
      '承担或参与政府城市治理类项目的企业、科研院所；',
      '能提供项目合同、委托书或合作协议等证明材料；',
      '已建立数据安全管理制度。',
    ],
    dataScope: [
      '应急避难场所、消防安全重点单位信息',
      '老旧小区改造、保障性租赁住房项目信息',
      '城市公共厕所、公共停车场等市政设施信息',
    ],
    firstReviewDays: 5,
    finalReviewDays: 5,
    acceptingApplications: true,
    materials: [
      businessLicence,
      {
        name: '项目合同或委托证明',
        description: '与政府部门或其授权单位签订的项目合同、委托书或合作协议扫描件。',
        required: true,
        allowedTypes: ['pdf', 'ofd'],
        maxSizeBytes: 20 * mebibyte,
      },
      securityPolicy,
      securityCommitment,
      authorisation,
    ],
  },
  {
    code: 'culture-tourism',
    name: '文化旅游专区',
    summary:
      '开放 A 级旅游景区、公共图书馆、文物保护单位、体育场馆等文旅数据，服务智慧文旅、客流预警、文化消费和研学旅行。',
    introduction: [
      '文化旅游专区汇集文化和旅游、体育、文物等部门的数据，支持景区客流分析、文旅线路推荐、公共文化服务地图等应用。',
    ],
    conditions: [
      '依法登记注册的文旅、体育、信息服务类企业或事业单位；',
      '应用场景面向公众服务或行业管理；',
      '已建立数据安全管理制度。',
    ],
    dataScope: [
      'A 级旅游景区、文物保护单位名录',
      '公共图书馆、公共体育场馆信息',
      '文化旅游消费统计数据',
    ],
    firstReviewDays: 3,
    finalReviewDays: 3,
    acceptingApplications: true,
    materials: [businessLicence, scenarioStatement, securityCommitment],
  },
  {
    code: 'agriculture',
    name: '农业农村专区',
    summary:
      '开放家庭农场、农民专业合作社、农产品价格、农机补贴、高标准农田等涉农数据，服务乡村振兴、涉农金融和农产品流通。',
    introduction: [
      '农业农村专区由江苏省农业农村厅提供数据支持，面向涉农金融机构、农业科技企业和农产品流通企业开放。',
      '专区重点支持新型农业经营主体信用评价、农产品价格预警和农业保险精准承保等场景。',
    ],
    conditions: [
      '在江苏省内依法登记注册的企业法人、农民专业合作社联合社或科研院所；',
      '应用场景与农业农村发展相关；',
      '已建立数据安全管理制度或签署数据安全承诺书。',
    ],
    dataScope: [
      '家庭农场名录、农民专业合作社信息',
      '农产品批发市场价格、绿色食品认证信息',
      '农机购置与应用补贴、高标准农田建设项目信息',
    ],
    firstReviewDays: 5,
    finalReviewDays: 5,
    acceptingApplications: true,
    materials: [
      businessLicence,
      scenarioStatement,
      securityCommitment,
      material(securityPolicy, {
        required: false,
        description: '已建立数据安全管理制度的单位请上传；未建立的须在承诺书中说明整改计划。',
      }),
    ],
  },
  {
    code: 'credit',
    name: '信用服务专区',
    summary:
      '汇聚行政许可、行政处罚、纳税信用、社会组织登记等信用信息，服务信用评价、供应商管理和信用修复咨询。',
    introduction: [
      '信用服务专区面向依法备案的信用服务机构开放公共信用信息，支持企业信用报告、供应商准入审查和信用风险监测等服务。',
      '专区数据使用须遵守公共信用信息管理有关规定，不得用于法律法规禁止的用途。',
    ],
    conditions: [
      '在人民银行或发展改革部门备案的信用服务机构，或具备信用评价能力的企业；',
      '近三年无违法违规使用信用信息的记录；',
      '已建立信用信息安全管理和异议处理制度。',
    ],
    dataScope: [
      '市场监管、安全生产行政处罚信息',
      '纳税信用 A 级纳税人名单',
      '社会组织登记、律师事务所等机构信息',
    ],
    firstReviewDays: 7,
    finalReviewDays: 7,
    acceptingApplications: true,
    materials: [
      businessLicence,
      {
        name: '信用服务机构备案证明',
        description: '信用服务机构备案证明或相关资质文件扫描件。',
        required: true,
        allowedTypes: ['pdf', 'ofd', 'jpg', 'png'],
        maxSizeBytes: 10 * mebibyte,
      },
      securityPolicy,
      scenarioStatement,
      authorisation,
    ],
  },
  {
    code: 'ecology',
    name: '生态环境专区',
    summary:
      '开放空气质量、地表水水质、排污许可、河湖水位、气象观测等生态环境数据，服务绿色金融、环境咨询和生态保护研究。',
    introduction: [
      '生态环境专区汇集生态环境、水利、气象、林业等部门的监测和监管数据，支持碳排放核算、环境风险评估和绿色信贷审查等场景。',
      '专区正在进行数据资源扩容和接口改造，暂停受理新的入驻申请，已入驻单位的服务不受影响。',
    ],
    conditions: [
      '依法登记注册的环境咨询、环保科技、金融机构或科研院所；',
      '应用场景与生态环境保护、绿色发展相关；',
      '已建立数据安全管理制度。',
    ],
    dataScope: [
      '环境空气质量、地表水水质断面监测数据',
      '排污许可证发放信息',
      '主要河湖水位、地面气象观测数据',
    ],
    firstReviewDays: 10,
    finalReviewDays: 10,
    acceptingApplications: false,
    materials: [businessLicence, scenarioStatement, securityPolicy, securityCommitment],
  },
];
