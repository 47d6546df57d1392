/**
 * The demo client applications (demo mode only): applications of Jiangsu companies that consume data
 * products through the platform's open interface, as 接入应用管理 lists them. Names, client ids and dates
 * are fixed, so every fresh database starts out identical; a few are disabled (a finished pilot, a
 * suspended integration). Companies known as corporate users carry their credit codes; the others are
 * fictional partners that have not signed in to the portal.
 */
import { clientApplications } from '../schema';
import { demoCompanies } from './applications/demo-companies';
import { stableUuid } from './catalog/random';
import type { SeedStep } from './seed-step';

/** The seed of the stable ids of this step's rows. */
const idSeed = 20_261_124;

interface DemoClientApplication {
  readonly name: string;
  readonly clientId: string;
  readonly company: string;
  readonly creditCode: string | null;
  readonly status: 'enabled' | 'disabled';
  readonly createdAt: string;
}

const shuyuan = { company: '江苏数源科技有限公司', creditCode: '91320100MA1XY8K3A9' } as const;
const zhisuan = { company: '苏州智算数据服务有限公司', creditCode: '91320500MA1NQ7W2BB' } as const;

function known(key: keyof typeof demoCompanies) {
  const company = demoCompanies[key];
  return { company: company.corName, creditCode: company.creditCode };
}

export const demoClientApplications: readonly DemoClientApplication[] = [
  {
    name: '数源企业信用画像服务',
    clientId: 'jsy-credit-profile-01',
    ...shuyuan,
    status: 'enabled',
    createdAt: '2025-07-08T10:20:00+08:00',
  },
  {
    name: '数源普惠金融风控接口',
    clientId: 'jsy-inclusive-risk-02',
    ...shuyuan,
    status: 'enabled',
    createdAt: '2025-11-19T14:05:00+08:00',
  },
  {
    name: '智算城市交通指数平台',
    clientId: 'szzs-traffic-index',
    ...zhisuan,
    status: 'enabled',
    createdAt: '2025-08-26T09:40:00+08:00',
  },
  {
    name: '智算医疗资源调度分析（试点）',
    clientId: 'szzs-medical-pilot',
    ...zhisuan,
    status: 'disabled',
    createdAt: '2025-09-15T16:30:00+08:00',
  },
  {
    name: '城市运行一网统管数据接入',
    clientId: 'njcb-city-ops-hub',
    ...known('nanjing-city-brain'),
    status: 'enabled',
    createdAt: '2025-07-21T11:00:00+08:00',
  },
  {
    name: '物联感知设备数据核验',
    clientId: 'wxiot-device-verify',
    ...known('wuxi-iot'),
    status: 'enabled',
    createdAt: '2025-10-09T15:45:00+08:00',
  },
  {
    name: '常州公交客流分析系统',
    clientId: 'czst-bus-flow',
    ...known('changzhou-transport'),
    status: 'enabled',
    createdAt: '2025-12-03T10:10:00+08:00',
  },
  {
    name: '健康档案授权查询服务',
    clientId: 'nthd-health-record',
    ...known('nantong-health'),
    status: 'disabled',
    createdAt: '2026-01-12T09:25:00+08:00',
  },
  {
    name: '文旅客流监测与预警',
    clientId: 'yzwl-tourist-flow',
    ...known('yangzhou-tourism'),
    status: 'enabled',
    createdAt: '2026-03-17T14:50:00+08:00',
  },
  {
    name: '农业保险理赔核验接口',
    clientId: 'xzny-agri-claims',
    ...known('xuzhou-agriculture'),
    status: 'enabled',
    createdAt: '2026-04-28T10:35:00+08:00',
  },
  {
    name: '企业征信报告服务',
    clientId: 'jszx-credit-report',
    ...known('jiangsu-credit'),
    status: 'enabled',
    createdAt: '2026-06-02T16:15:00+08:00',
  },
  {
    name: '港口集装箱物流追踪',
    clientId: 'lyg-port-logistics',
    company: '连云港港口物流信息有限公司',
    creditCode: null,
    status: 'enabled',
    createdAt: '2026-08-11T09:05:00+08:00',
  },
  {
    name: '海洋渔业数据服务（暂停）',
    clientId: 'ych-marine-fishery',
    company: '盐城海洋数据科技有限公司',
    creditCode: null,
    status: 'disabled',
    createdAt: '2026-09-23T13:40:00+08:00',
  },
];

export const demoClientApplicationsSeed: SeedStep = {
  name: 'demo-client-applications',
  modes: ['demo'],
  async run(tx) {
    await tx
      .insert(clientApplications)
      .values(
        demoClientApplications.map((client, index) => ({
          ...client,
          id: stableUuid(idSeed, 'demo-client-application', index),
          createdAt: new Date(client.createdAt),
        })),
      )
      .onConflictDoNothing();
  },
};
