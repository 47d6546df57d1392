/**
 * The legal persons the demo applications belong to (demo mode only). Their unified social credit codes
 * carry valid GB 32100-2015 check characters; the names and phone numbers are fictional. None of them
 * is an identity of the SSO stand-in, so the stand-in's companies start with no applications.
 */
export const demoCompanyKeys = [
  'nanjing-city-brain',
  'wuxi-iot',
  'changzhou-transport',
  'nantong-health',
  'yangzhou-tourism',
  'xuzhou-agriculture',
  'jiangsu-credit',
] as const;

export type DemoCompanyKey = (typeof demoCompanyKeys)[number];

export interface DemoCompany {
  /** The person acting for the company (经办人), named in the history. */
  readonly name: string;
  readonly corName: string;
  readonly creditCode: string;
  readonly phone: string;
}

export const demoCompanies: Readonly<Record<DemoCompanyKey, DemoCompany>> = {
  'nanjing-city-brain': {
    name: '王磊',
    corName: '南京城市大脑运营有限公司',
    creditCode: '91320106MA1Q2R8C4D',
    phone: '13951600231',
  },
  'wuxi-iot': {
    name: '钱晓燕',
    corName: '无锡物联网数据服务有限公司',
    creditCode: '91320214MA1W5K7D2G',
    phone: '13861700452',
  },
  'changzhou-transport': {
    name: '顾建国',
    corName: '常州智慧交通科技有限公司',
    creditCode: '91320412MA1T9H3E60',
    phone: '13775100318',
  },
  'nantong-health': {
    name: '陆佳怡',
    corName: '南通健康医疗大数据有限公司',
    creditCode: '91320611MA1P4N6F8R',
    phone: '13962800675',
  },
  'yangzhou-tourism': {
    name: '朱文博',
    corName: '扬州文旅数字科技有限公司',
    creditCode: '91321003MA1R7L2G17',
    phone: '13852700149',
  },
  'xuzhou-agriculture': {
    name: '张海峰',
    corName: '徐州农业信息服务有限公司',
    creditCode: '91320311MA1X3M9H5L',
    phone: '13813400926',
  },
  'jiangsu-credit': {
    name: '孙倩',
    corName: '江苏征信科技有限公司',
    creditCode: '91320105MA1U8P4J7F',
    phone: '13913900587',
  },
};

/** The SSO subject of a demo company: its own namespace, apart from the stand-in's `dev-legal-…`. */
export function demoCompanySubject(company: DemoCompany): string {
  return `demo-legal-${company.creditCode}`;
}
