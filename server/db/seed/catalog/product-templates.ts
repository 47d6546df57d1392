/**
 * The kinds of data product companies build, per application scenario: what the product is, what it
 * does for whom, and which kinds of data resource it is built on (by resource template key).
 */

export type DeliveryForm = 'api' | 'dataset' | 'report' | 'model';

export interface ProductTemplate {
  readonly scenario: string;
  /** The product's name without a region: 小微企业信用画像服务. */
  readonly name: string;
  readonly summary: string;
  /** What the product does and for whom: the first paragraphs of its description. */
  readonly paragraphs: readonly string[];
  /** Resource template keys the product draws on, the most important first. */
  readonly resourceKeys: readonly string[];
  readonly deliveryForms: readonly DeliveryForm[];
}

export const productScenarios = [
  '普惠金融',
  '智慧交通',
  '医疗健康',
  '城市治理',
  '企业服务',
  '乡村振兴',
  '生态环保',
  '文化旅游',
  '社会民生',
] as const;

export const productTemplates: readonly ProductTemplate[] = [
  // 普惠金融
  {
    scenario: '普惠金融',
    name: '小微企业信用画像服务',
    summary:
      '融合企业登记、纳税信用、社保参保和行政处罚数据，为银行提供小微企业多维信用画像与授信参考评分。',
    paragraphs: [
      '小微企业普遍缺少抵押物和规范的财务报表，银行难以准确判断其经营状况。本产品在平台隐私计算环境中融合多部门公共数据，从经营稳定性、纳税信用、用工规模、合规记录等维度刻画企业信用状况。',
      '产品输出企业信用评分、风险标签和关键指标解释，不输出原始数据，可嵌入银行线上贷款的准入、授信和定价环节。',
    ],
    resourceKeys: [
      'enterprise-registration',
      'tax-credit-a',
      'insured-employers',
      'market-penalties',
      'safety-penalties',
    ],
    deliveryForms: ['api', 'model'],
  },
  {
    scenario: '普惠金融',
    name: '科技型企业授信评估模型',
    summary:
      '依托高新技术企业认定、专精特新和知识产权相关数据，评估科技型中小企业的创新能力与还款能力。',
    paragraphs: [
      '科技型中小企业轻资产、高成长，传统授信模型难以反映其真实价值。本模型以高新技术企业认定名单、规上工业企业名录等公共数据为基础，结合企业成立年限、注册资本和行业类别构建创新能力指标体系。',
      '模型以接口方式输出授信建议额度区间和风险等级，已在多家城市商业银行的“科技贷”产品中试用。',
    ],
    resourceKeys: [
      'high-tech-enterprises',
      'industrial-enterprises',
      'enterprise-registration',
      'tax-credit-a',
    ],
    deliveryForms: ['model', 'api'],
  },
  {
    scenario: '普惠金融',
    name: '涉农经营主体授信服务',
    summary:
      '整合家庭农场、农民专业合作社、农机补贴和高标准农田数据，为涉农贷款提供经营主体核验与授信参考。',
    paragraphs: [
      '涉农经营主体分散、信息少，金融机构线下调查成本高。本产品汇集农业农村部门的经营主体名录和补贴数据，帮助银行快速了解家庭农场和合作社的经营规模、示范等级和补贴情况。',
      '产品支持批量核验和单户查询，输出经营主体画像和授信参考额度，助力“整村授信”。',
    ],
    resourceKeys: [
      'family-farms',
      'cooperatives',
      'machinery-subsidies',
      'high-standard-farmland',
      'grain-purchasers',
    ],
    deliveryForms: ['api', 'report'],
  },
  {
    scenario: '普惠金融',
    name: '企业经营异常预警服务',
    summary:
      '持续监测企业登记状态、社保参保变化、行政处罚和特种设备检验情况，为贷后管理提供经营异常预警。',
    paragraphs: [
      '贷后管理需要及时发现借款企业的经营异常。本服务按日比对企业登记状态、社保参保状态和行政处罚等公共数据的变化，识别注销吊销、停缴社保、受到处罚等风险信号。',
      '预警结果按风险等级推送，支持银行配置关注名单和预警规则。',
    ],
    resourceKeys: [
      'enterprise-registration',
      'insured-employers',
      'market-penalties',
      'safety-penalties',
      'special-equipment',
    ],
    deliveryForms: ['api'],
  },
  // 智慧交通
  {
    scenario: '智慧交通',
    name: '智慧停车诱导服务',
    summary: '基于公共停车场泊位、充电泊位和收费标准数据，为导航应用和商圈提供停车诱导与车位推荐。',
    paragraphs: [
      '“停车难”是城市出行的突出问题。本服务整合公共停车场的位置、泊位规模、收费标准和开放时间，结合充电设施分布，为驾驶人推荐合适的停车场。',
      '服务以接口方式接入导航应用、商圈小程序和城市服务平台，支持按目的地、价格和充电需求筛选。',
    ],
    resourceKeys: ['parking-lots', 'charging-stations', 'traffic-hotspots'],
    deliveryForms: ['api'],
  },
  {
    scenario: '智慧交通',
    name: '公共交通出行规划接口',
    summary: '融合公交线路、公共自行车站点和客运站数据，提供“公交＋骑行”一体化出行规划。',
    paragraphs: [
      '本产品将公交线路、首末班时间、公共自行车站点及可借车辆数等数据统一建模，为出行服务应用提供多方式联程规划能力。',
      '接口支持按起讫点返回推荐方案、换乘步行距离和预计用时，适用于城市出行即服务（MaaS）平台。',
    ],
    resourceKeys: ['bus-routes', 'bike-stations', 'coach-stations', 'parking-lots'],
    deliveryForms: ['api'],
  },
  {
    scenario: '智慧交通',
    name: '货运物流企业资质核验服务',
    summary:
      '依据道路运输经营许可、企业登记和安全生产处罚数据，为网络货运平台提供承运企业资质核验。',
    paragraphs: [
      '网络货运平台须核验承运企业的道路运输经营资质。本服务以道路运输经营许可信息为核心，结合企业登记状态和安全生产处罚记录，实时判断承运企业资质是否有效。',
      '核验结果以“有效、过期、注销、存在处罚”等状态返回，帮助平台落实准入管理责任。',
    ],
    resourceKeys: [
      'road-transport-licences',
      'enterprise-registration',
      'safety-penalties',
      'hazardous-chemicals',
    ],
    deliveryForms: ['api'],
  },
  {
    scenario: '智慧交通',
    name: '新能源汽车充电网络分析报告',
    summary:
      '结合机动车保有量、公共充电设施和停车场数据，分析区域充电供需缺口，为充电网络布局提供决策参考。',
    paragraphs: [
      '新能源汽车快速增长对充电设施提出了更高要求。本报告按区县分析新能源汽车保有量、公共充电桩数量和分布，测算车桩比和服务半径，识别充电供给不足的区域。',
      '报告按季度更新，附可视化图表和选址建议，适用于充电运营企业和规划部门。',
    ],
    resourceKeys: [
      'charging-stations',
      'vehicle-statistics',
      'parking-lots',
      'registered-population',
    ],
    deliveryForms: ['report', 'dataset'],
  },
  // 医疗健康
  {
    scenario: '医疗健康',
    name: '商业健康保险智能核保服务',
    summary:
      '利用医疗机构、医保定点和医疗服务价格数据，辅助保险公司核验就诊机构资质并估算合理费用。',
    paragraphs: [
      '商业健康保险理赔中，核验就诊机构资质和费用合理性耗时较多。本服务提供医疗机构等级、医保定点状态和医疗服务价格标准的快速查询，帮助保险公司自动识别异常理赔。',
      '服务不涉及个人诊疗数据，只使用机构和价格类公共数据。',
    ],
    resourceKeys: [
      'medical-institutions',
      'designated-institutions',
      'medical-service-prices',
      'licensed-doctors',
    ],
    deliveryForms: ['api', 'model'],
  },
  {
    scenario: '医疗健康',
    name: '就医购药服务地图',
    summary:
      '汇集医疗机构、医保定点药店、预防接种门诊和药品经营许可数据，为公众提供就近就医购药指引。',
    paragraphs: [
      '本产品以地图形式展示医疗机构、定点零售药店和预防接种门诊的位置、服务时间和医保结算能力，支持按科室、是否开通异地结算等条件筛选。',
      '产品以数据集和接口两种方式提供，适合接入城市服务应用和医疗健康平台。',
    ],
    resourceKeys: [
      'medical-institutions',
      'designated-institutions',
      'vaccination-clinics',
      'drug-retail-licences',
    ],
    deliveryForms: ['dataset', 'api'],
  },
  {
    scenario: '医疗健康',
    name: '区域医疗资源配置评估报告',
    summary: '结合医疗机构床位、执业医师和居民健康指标，评估区域医疗资源配置水平和薄弱环节。',
    paragraphs: [
      '本报告以区县为单位，测算每千人口床位数、每千人口执业医师数等指标，结合人口规模和健康指标分析医疗资源的均衡程度。',
      '报告可为卫生规划、医院选址和医疗投资提供参考，每年更新一次。',
    ],
    resourceKeys: [
      'medical-institutions',
      'licensed-doctors',
      'health-indicators',
      'registered-population',
    ],
    deliveryForms: ['report'],
  },
  {
    scenario: '医疗健康',
    name: '医药流通企业资质核验接口',
    summary: '依据药品经营许可、企业登记和行政处罚数据，为医药电商和采购平台核验药品经营企业资质。',
    paragraphs: [
      '医药电商平台和医疗机构采购须确认供货企业具备药品经营资质。本接口实时返回企业的药品经营许可状态、经营方式、有效期和近期行政处罚情况。',
    ],
    resourceKeys: ['drug-retail-licences', 'enterprise-registration', 'market-penalties'],
    deliveryForms: ['api'],
  },
  // 城市治理
  {
    scenario: '城市治理',
    name: '城市安全风险监测平台数据服务',
    summary:
      '整合危险化学品经营、消防安全重点单位、应急避难场所和特种设备数据，构建城市安全风险一张图。',
    paragraphs: [
      '本产品将分散在应急管理、市场监管等部门的安全风险数据按空间位置统一汇聚，形成城市安全风险一张图，支持风险点分级、周边避难场所查询和检查计划编排。',
      '产品面向区县城市运行管理中心和街道网格化治理平台提供服务。',
    ],
    resourceKeys: [
      'hazardous-chemicals',
      'fire-safety-units',
      'emergency-shelters',
      'special-equipment',
      'safety-penalties',
    ],
    deliveryForms: ['api', 'dataset'],
  },
  {
    scenario: '城市治理',
    name: '老旧小区更新评估报告',
    summary: '结合老旧小区改造、户籍人口、养老机构和公共设施数据，评估社区更新需求和改造优先级。',
    paragraphs: [
      '本报告以小区为单元，综合建成年代、户数、人口老龄化程度和周边公共服务设施情况，给出改造内容建议和优先级排序。',
      '报告为城市更新项目的前期研究、适老化改造和社区服务设施配建提供依据。',
    ],
    resourceKeys: [
      'old-community-renovation',
      'registered-population',
      'elderly-care',
      'public-toilets',
      'planning-permits',
    ],
    deliveryForms: ['report'],
  },
  {
    scenario: '城市治理',
    name: '防汛防台智能预警服务',
    summary: '利用河湖水位、地面气象观测和应急避难场所数据，提供防汛防台风险研判与预警信息推送。',
    paragraphs: [
      '本服务实时汇聚重要测站水位、降水和风速数据，结合警戒水位自动研判超警风险，并推荐就近应急避难场所。',
      '服务支持按区域订阅预警，适用于园区、物业和基层防汛责任单位。',
    ],
    resourceKeys: ['water-levels', 'weather-observations', 'emergency-shelters'],
    deliveryForms: ['api'],
  },
  {
    scenario: '城市治理',
    name: '市政设施运维管理数据集',
    summary: '汇集城市公共厕所、公共停车场、公共自行车站点等市政设施数据，支撑设施巡检和运维调度。',
    paragraphs: [
      '本数据集对市政设施的位置、类型和服务状态进行统一编码和清洗，便于运维企业建立设施台账、规划巡检路线。',
    ],
    resourceKeys: ['public-toilets', 'parking-lots', 'bike-stations'],
    deliveryForms: ['dataset'],
  },
  // 企业服务
  {
    scenario: '企业服务',
    name: '供应商准入尽职调查报告',
    summary:
      '汇总企业登记、资质许可、行政处罚和纳税信用数据，为采购方提供一键生成的供应商尽职调查报告。',
    paragraphs: [
      '大型企业和政府采购单位在引入供应商时需要核验其资质和信用。本产品输入统一社会信用代码即可生成报告，包括登记信息、建筑业或食品经营等资质、行政处罚记录和纳税信用等级。',
      '报告支持 PDF 下载和接口调用两种方式，可作为采购档案留存。',
    ],
    resourceKeys: [
      'enterprise-registration',
      'construction-qualifications',
      'market-penalties',
      'tax-credit-a',
      'food-licences',
      'procurement-contracts',
    ],
    deliveryForms: ['report', 'api'],
  },
  {
    scenario: '企业服务',
    name: '惠企政策精准匹配服务',
    summary: '根据企业行业、规模、资质和认定情况，自动匹配可申报的惠企政策和补贴项目。',
    paragraphs: [
      '惠企政策多、分散，企业难以及时知晓。本服务基于企业登记、高新技术企业认定、规上工业企业名录等数据构建企业标签，与政策条件进行匹配，主动推送可申报项目。',
      '服务已接入多个地市的企业服务平台，支持政策申报进度提醒。',
    ],
    resourceKeys: [
      'enterprise-registration',
      'high-tech-enterprises',
      'industrial-enterprises',
      'foreign-invested-enterprises',
    ],
    deliveryForms: ['api', 'model'],
  },
  {
    scenario: '企业服务',
    name: '产业链招商分析报告',
    summary:
      '基于规上工业企业、外商投资企业、重点项目和土地供应数据，分析区域产业链结构和招商方向。',
    paragraphs: [
      '本报告梳理重点产业链上下游企业分布，识别链上缺失和薄弱环节，结合重点建设项目和土地供应情况给出招商方向建议。',
      '报告面向开发区、招商部门和产业园区运营方，按半年更新。',
    ],
    resourceKeys: [
      'industrial-enterprises',
      'foreign-invested-enterprises',
      'key-projects',
      'land-supply',
      'economic-indicators',
    ],
    deliveryForms: ['report'],
  },
  {
    scenario: '企业服务',
    name: '企业选址评估服务',
    summary: '结合土地供应、交通设施、人口和产业数据，为企业新设工厂、门店提供选址评估。',
    paragraphs: [
      '本服务综合分析候选地块周边的交通可达性、劳动力供给、产业配套和土地价格，形成量化评分和对比报告。',
    ],
    resourceKeys: [
      'land-supply',
      'registered-population',
      'coach-stations',
      'industrial-enterprises',
      'planning-permits',
    ],
    deliveryForms: ['report', 'model'],
  },
  // 乡村振兴
  {
    scenario: '乡村振兴',
    name: '农产品价格监测预警服务',
    summary:
      '汇聚批发市场价格和民生商品价格监测数据，为种植户、合作社和流通企业提供价格走势与预警。',
    paragraphs: [
      '本服务每日更新主要批发市场的农产品价格和交易量，结合历史同期数据识别价格异常波动，向订阅用户推送预警。',
      '服务帮助农户合理安排上市时间，帮助流通企业优化采购。',
    ],
    resourceKeys: ['wholesale-prices', 'price-monitoring', 'cooperatives'],
    deliveryForms: ['api', 'dataset'],
  },
  {
    scenario: '乡村振兴',
    name: '农业保险精准承保模型',
    summary: '利用家庭农场、高标准农田和气象观测数据，为农业保险提供承保面积核验和灾害风险评估。',
    paragraphs: [
      '本模型结合经营主体的种植面积、农田建设情况和历史气象数据，评估种植风险并核验承保面积，减少虚假投保和理赔纠纷。',
    ],
    resourceKeys: [
      'family-farms',
      'high-standard-farmland',
      'weather-observations',
      'cooperatives',
    ],
    deliveryForms: ['model'],
  },
  {
    scenario: '乡村振兴',
    name: '特色农产品品牌溯源服务',
    summary: '依托绿色食品认证、合作社和家庭农场数据，为特色农产品提供产地和认证溯源查询。',
    paragraphs: [
      '消费者扫描产品上的溯源码，即可查询产品的绿色食品认证、生产主体和产地信息。',
      '服务帮助地方特色农产品建立品牌信任，已在多个县区的农产品电商中应用。',
    ],
    resourceKeys: ['green-food', 'cooperatives', 'family-farms'],
    deliveryForms: ['api'],
  },
  // 生态环保
  {
    scenario: '生态环保',
    name: '企业环境信用评价服务',
    summary: '整合排污许可、环境监测和行政处罚数据，评估企业环境信用，服务绿色信贷和供应链管理。',
    paragraphs: [
      '本服务依据排污许可管理类别、周边环境质量和相关处罚记录，对企业环境表现进行评级，输出评价结果和主要扣分原因。',
      '评价结果可用于银行绿色信贷审查和大型企业的绿色供应链管理。',
    ],
    resourceKeys: ['pollutant-permits', 'air-quality', 'water-sections', 'market-penalties'],
    deliveryForms: ['api', 'report'],
  },
  {
    scenario: '生态环保',
    name: '区域环境质量分析报告',
    summary: '基于空气质量、地表水水质和气象观测数据，按月分析区域环境质量变化及成因。',
    paragraphs: [
      '本报告对各区县的空气质量优良天数比例、主要污染物浓度和水质达标情况进行统计分析，结合气象条件解读变化原因。',
    ],
    resourceKeys: ['air-quality', 'water-sections', 'weather-observations', 'ancient-trees'],
    deliveryForms: ['report', 'dataset'],
  },
  {
    scenario: '生态环保',
    name: '河湖水环境监测数据集',
    summary: '汇集水质断面、河湖水位和排污许可数据，形成统一编码的流域水环境数据集。',
    paragraphs: [
      '本数据集按流域和行政区对水质断面和水文测站统一编码，关联周边排污单位信息，便于科研机构和环境咨询企业开展流域水环境研究。',
    ],
    resourceKeys: ['water-sections', 'water-levels', 'pollutant-permits'],
    deliveryForms: ['dataset'],
  },
  // 文化旅游
  {
    scenario: '文化旅游',
    name: '景区客流预测与预警服务',
    summary: '融合 A 级景区承载量、交通和气象数据，预测景区客流并在接近承载上限时预警。',
    paragraphs: [
      '本服务结合景区最大承载量、节假日规律、天气和周边交通数据预测未来客流，在客流接近承载上限时向景区和文旅部门发出预警。',
      '服务帮助景区提前调配人员、实施预约限流，提升游客体验。',
    ],
    resourceKeys: ['scenic-spots', 'weather-observations', 'parking-lots', 'coach-stations'],
    deliveryForms: ['api', 'model'],
  },
  {
    scenario: '文化旅游',
    name: '文旅线路推荐接口',
    summary: '基于景区、文物保护单位、图书馆和体育场馆数据，为文旅平台生成主题游线路推荐。',
    paragraphs: [
      '本接口根据游客兴趣、出行天数和交通方式，组合景区、文物保护单位、城市书房和体育场馆等点位，生成研学、亲子、运动等主题线路。',
    ],
    resourceKeys: ['scenic-spots', 'cultural-relics', 'public-libraries', 'sports-venues'],
    deliveryForms: ['api'],
  },
  {
    scenario: '文化旅游',
    name: '公共文化服务地图数据集',
    summary:
      '汇集公共图书馆、体育场馆、文物保护单位等设施信息，形成可直接上图的公共文化服务数据集。',
    paragraphs: [
      '本数据集对公共文化设施进行地址标准化和坐标纠偏，补充开放时间和服务内容，适用于城市服务应用和公共文化服务评估。',
    ],
    resourceKeys: ['public-libraries', 'sports-venues', 'cultural-relics', 'scenic-spots'],
    deliveryForms: ['dataset'],
  },
  // 社会民生
  {
    scenario: '社会民生',
    name: '养老服务资源查询服务',
    summary: '汇集养老机构、医疗机构和社区服务设施数据，帮助老年人及家属查找合适的养老服务。',
    paragraphs: [
      '本服务提供养老机构的性质、床位、等级评定和医养结合情况，并展示周边医疗机构，支持按区域、价格区间和护理需求筛选。',
    ],
    resourceKeys: [
      'elderly-care',
      'medical-institutions',
      'minimum-living-standards',
      'old-community-renovation',
    ],
    deliveryForms: ['api', 'dataset'],
  },
  {
    scenario: '社会民生',
    name: '入学入园服务指南数据集',
    summary: '整合中小学校、幼儿园和校外培训机构数据，为家长提供学校信息查询和培训机构资质核验。',
    paragraphs: [
      '本数据集包括学校类别、办学性质、地址和规模，以及经审批的校外培训机构名单，帮助家长了解周边教育资源、识别无资质培训机构。',
    ],
    resourceKeys: ['schools', 'kindergartens', 'training-institutions'],
    deliveryForms: ['dataset', 'api'],
  },
  {
    scenario: '社会民生',
    name: '灵活就业与技能提升服务',
    summary:
      '依据人力资源服务机构、职业技能等级证书和参保单位数据，为求职者提供技能评价和就业机会匹配。',
    paragraphs: [
      '本服务帮助求职者核验人力资源服务机构资质、查询技能证书对应的岗位需求，并为用工单位提供证书真实性核验。',
    ],
    resourceKeys: ['hr-agencies', 'skill-certificates', 'insured-employers'],
    deliveryForms: ['api'],
  },
  {
    scenario: '社会民生',
    name: '新市民安居服务',
    summary: '汇集保障性租赁住房、物业服务企业和公交线路数据，为新市民、青年人提供租房选址参考。',
    paragraphs: [
      '本服务展示保障性租赁住房项目的房源、租金和供应状态，结合通勤公交线路和物业服务评价，帮助新市民找到合适的住所。',
    ],
    resourceKeys: [
      'rental-housing-projects',
      'property-companies',
      'bus-routes',
      'presale-permits',
    ],
    deliveryForms: ['api', 'dataset'],
  },
];
