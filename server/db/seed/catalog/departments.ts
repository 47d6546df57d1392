/**
 * The government departments that publish data resources: each line of work has its provincial
 * department and the matching bureau in every city, under their real names.
 */
import type { City } from './regions';

export type DepartmentKey =
  | 'publicSecurity'
  | 'naturalResources'
  | 'ecology'
  | 'transport'
  | 'health'
  | 'education'
  | 'humanResources'
  | 'marketRegulation'
  | 'housing'
  | 'agriculture'
  | 'civilAffairs'
  | 'waterResources'
  | 'cultureTourism'
  | 'taxation'
  | 'data'
  | 'development'
  | 'industry'
  | 'commerce'
  | 'finance'
  | 'science'
  | 'justice'
  | 'emergency'
  | 'medicalSecurity'
  | 'sports'
  | 'statistics'
  | 'veterans'
  | 'drugAdministration'
  | 'meteorology'
  | 'grain'
  | 'forestry'
  | 'urbanManagement';

export interface Department {
  readonly key: DepartmentKey;
  /** Upper-case letters used in resource codes (`JS-SCJG-000123`). */
  readonly code: string;
  /** The provincial department, or null where only cities have one (城市管理局). */
  readonly province: string | null;
  /** The city bureau's name. */
  city(city: City): string;
}

function bureau(suffix: string) {
  return (city: City) => `${city.name}${suffix}`;
}

/** Nanjing names its bureau the other way round; the forestry work sits in the same bureau. */
function naturalResourcesBureau(city: City): string {
  return city.name === '南京市' ? '南京市规划和自然资源局' : `${city.name}自然资源和规划局`;
}

export const departments: Readonly<Record<DepartmentKey, Department>> = {
  publicSecurity: {
    key: 'publicSecurity',
    code: 'GA',
    province: '江苏省公安厅',
    city: bureau('公安局'),
  },
  naturalResources: {
    key: 'naturalResources',
    code: 'ZRZY',
    province: '江苏省自然资源厅',
    city: naturalResourcesBureau,
  },
  ecology: {
    key: 'ecology',
    code: 'STHJ',
    province: '江苏省生态环境厅',
    city: bureau('生态环境局'),
  },
  transport: {
    key: 'transport',
    code: 'JTYS',
    province: '江苏省交通运输厅',
    city: bureau('交通运输局'),
  },
  health: {
    key: 'health',
    code: 'WJW',
    province: '江苏省卫生健康委员会',
    city: bureau('卫生健康委员会'),
  },
  education: { key: 'education', code: 'JYT', province: '江苏省教育厅', city: bureau('教育局') },
  humanResources: {
    key: 'humanResources',
    code: 'RST',
    province: '江苏省人力资源和社会保障厅',
    city: bureau('人力资源和社会保障局'),
  },
  marketRegulation: {
    key: 'marketRegulation',
    code: 'SCJG',
    province: '江苏省市场监督管理局',
    city: bureau('市场监督管理局'),
  },
  housing: {
    key: 'housing',
    code: 'ZJT',
    province: '江苏省住房和城乡建设厅',
    city: bureau('住房和城乡建设局'),
  },
  agriculture: {
    key: 'agriculture',
    code: 'NYNC',
    province: '江苏省农业农村厅',
    city: bureau('农业农村局'),
  },
  civilAffairs: {
    key: 'civilAffairs',
    code: 'MZT',
    province: '江苏省民政厅',
    city: bureau('民政局'),
  },
  waterResources: {
    key: 'waterResources',
    code: 'SLT',
    province: '江苏省水利厅',
    city: (city) =>
      ['南京市', '苏州市', '无锡市'].includes(city.name)
        ? `${city.name}水务局`
        : `${city.name}水利局`,
  },
  cultureTourism: {
    key: 'cultureTourism',
    code: 'WHLY',
    province: '江苏省文化和旅游厅',
    city: bureau('文化广电和旅游局'),
  },
  taxation: {
    key: 'taxation',
    code: 'SWJ',
    province: '国家税务总局江苏省税务局',
    city: (city) => `国家税务总局${city.name}税务局`,
  },
  data: { key: 'data', code: 'SJJ', province: '江苏省数据局', city: bureau('数据局') },
  development: {
    key: 'development',
    code: 'FGW',
    province: '江苏省发展和改革委员会',
    city: bureau('发展和改革委员会'),
  },
  industry: {
    key: 'industry',
    code: 'GXT',
    province: '江苏省工业和信息化厅',
    city: bureau('工业和信息化局'),
  },
  commerce: { key: 'commerce', code: 'SWT', province: '江苏省商务厅', city: bureau('商务局') },
  finance: { key: 'finance', code: 'CZT', province: '江苏省财政厅', city: bureau('财政局') },
  science: {
    key: 'science',
    code: 'KJT',
    province: '江苏省科学技术厅',
    city: bureau('科学技术局'),
  },
  justice: { key: 'justice', code: 'SFT', province: '江苏省司法厅', city: bureau('司法局') },
  emergency: {
    key: 'emergency',
    code: 'YJGL',
    province: '江苏省应急管理厅',
    city: bureau('应急管理局'),
  },
  medicalSecurity: {
    key: 'medicalSecurity',
    code: 'YBJ',
    province: '江苏省医疗保障局',
    city: bureau('医疗保障局'),
  },
  sports: { key: 'sports', code: 'TYJ', province: '江苏省体育局', city: bureau('体育局') },
  statistics: { key: 'statistics', code: 'TJJ', province: '江苏省统计局', city: bureau('统计局') },
  veterans: {
    key: 'veterans',
    code: 'TYJR',
    province: '江苏省退役军人事务厅',
    city: bureau('退役军人事务局'),
  },
  drugAdministration: {
    key: 'drugAdministration',
    code: 'YJJ',
    province: '江苏省药品监督管理局',
    // Cities have no drug administration of their own; the market regulators license retail pharmacies.
    city: bureau('市场监督管理局'),
  },
  meteorology: {
    key: 'meteorology',
    code: 'QXJ',
    province: '江苏省气象局',
    city: bureau('气象局'),
  },
  grain: {
    key: 'grain',
    code: 'LSJ',
    province: '江苏省粮食和物资储备局',
    city: bureau('粮食和物资储备局'),
  },
  forestry: {
    key: 'forestry',
    code: 'LYJ',
    province: '江苏省林业局',
    city: naturalResourcesBureau,
  },
  urbanManagement: {
    key: 'urbanManagement',
    code: 'CSGL',
    province: null,
    city: bureau('城市管理局'),
  },
};
