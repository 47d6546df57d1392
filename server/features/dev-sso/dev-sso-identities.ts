/**
 * The people one can sign in as on the SSO stand-in (DESIGN §8): two legal persons, whose unified
 * social credit codes carry valid GB 32100-2015 check characters, and one natural person, who the
 * portal refuses with 3166. Phone numbers are fictional.
 */
import type { SsoIdentity } from '../../kernel/ticket-validator';

export interface DevSsoIdentity extends SsoIdentity {
  /** What the sign-in form posts to pick this identity. */
  readonly key: string;
}

export const devSsoIdentities: readonly DevSsoIdentity[] = [
  {
    key: 'jiangsu-shuyuan',
    subject: 'dev-legal-91320100MA1XY8K3A9',
    kind: 'legal',
    name: '李明',
    corName: '江苏数源科技有限公司',
    creditCode: '91320100MA1XY8K3A9',
    phone: '13900001101',
  },
  {
    key: 'suzhou-zhisuan',
    subject: 'dev-legal-91320500MA1NQ7W2BB',
    kind: 'legal',
    name: '周婷',
    corName: '苏州智算数据服务有限公司',
    creditCode: '91320500MA1NQ7W2BB',
    phone: '13900001102',
  },
  {
    key: 'zhang-san',
    subject: 'dev-natural-320102199001011234',
    kind: 'natural',
    name: '张三',
    phone: '13900001103',
  },
];

export function findDevSsoIdentity(key: string): DevSsoIdentity | undefined {
  return devSsoIdentities.find((identity) => identity.key === key);
}
