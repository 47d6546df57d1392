/**
 * Version 1 of every domain's data-use commitment (承诺书), which an applicant accepts on submission.
 * Written for every domain that has none yet, so a database seeded before commitments existed gets them
 * on its next start; later versions are written by operators in the workspace.
 */
import { notExists, eq } from 'drizzle-orm';
import { domainCommitments, domains } from '../../schema';
import type { SeedStep } from '../seed-step';
import { defaultCatalogSeed } from './generate-catalog';
import { stableUuid } from './random';

/** The author of the first versions is the platform itself, not a person: the nil uuid. */
export const platformAuthorId = '00000000-0000-0000-0000-000000000000';
export const platformAuthorName = '江苏省公共数据授权运营平台';

/** When the first versions took effect: the domains opened in spring 2025. */
const firstVersionAt = new Date('2025-03-18T10:00:00+08:00');

/** The commitment text of a domain: sanitized rich-text HTML, as domain descriptions are. */
export function commitmentBody(domainName: string): string {
  const items = [
    `仅在${domainName}审核通过的应用场景和范围内使用专区数据，不超范围、超用途使用，不将数据用于任何违法违规活动。`,
    '不以任何形式向第三方提供、转让、出售或公开专区原始数据；对外提供的数据产品和服务须经脱敏处理，不得包含可识别特定自然人的个人信息。',
    '建立健全数据安全管理制度，落实数据分类分级、访问控制、日志审计和应急处置措施，指定专人负责数据安全。',
    '严格遵守《中华人民共和国数据安全法》《中华人民共和国个人信息保护法》《江苏省公共数据管理办法》等法律法规和平台管理规定。',
    '配合平台开展数据使用情况的监测、检查和审计，如实提供相关材料；发生数据安全事件时立即采取处置措施，并在 24 小时内向平台报告。',
    '授权终止或被暂停时，立即停止使用专区数据，并按平台要求删除或返还已获取的数据。',
  ];
  return [
    `<p>本单位申请入驻${domainName}，现就专区数据的使用郑重承诺如下：</p>`,
    `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`,
    '<p>如违反上述承诺，本单位自愿接受平台暂停或终止授权等处理，并依法承担相应的法律责任。</p>',
  ].join('');
}

export const domainCommitmentsSeed: SeedStep = {
  name: 'domain-commitments',
  modes: ['demo', 'production'],
  async run(tx) {
    const withoutCommitment = await tx
      .select({ id: domains.id, code: domains.code, name: domains.name })
      .from(domains)
      .where(
        notExists(
          tx
            .select({ id: domainCommitments.id })
            .from(domainCommitments)
            .where(eq(domainCommitments.domainId, domains.id)),
        ),
      );
    if (withoutCommitment.length === 0) return;
    await tx.insert(domainCommitments).values(
      withoutCommitment.map((domain) => ({
        id: stableUuid(defaultCatalogSeed, `domain-commitment:${domain.code}`, 1),
        domainId: domain.id,
        version: 1,
        body: commitmentBody(domain.name),
        createdBy: platformAuthorId,
        createdByName: platformAuthorName,
        createdAt: firstVersionAt,
      })),
    );
  },
};
