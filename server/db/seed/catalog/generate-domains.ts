/** Turns the written domain content into domain and entry-config rows with stable ids. */
import type { DomainRow, EntryConfigRow } from './catalog-types';
import { domainContents, type DomainContent } from './domain-content';
import { stableUuid } from './random';

/** The domains opened in spring 2025; their materials were last revised in autumn 2026. */
const domainsCreatedAt = new Date('2025-03-18T10:00:00+08:00');
const domainsUpdatedAt = new Date('2026-09-20T10:00:00+08:00');

function descriptionHtml(content: DomainContent): string {
  const list = (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  return [
    '<h3>专区介绍</h3>',
    ...content.introduction.map((paragraph) => `<p>${paragraph}</p>`),
    '<h3>入驻条件</h3>',
    list(content.conditions),
    '<h3>数据范围</h3>',
    list(content.dataScope),
    content.firstReviewDays === content.finalReviewDays
      ? `<p>每个审核环节的办理时限为 <strong>${String(content.firstReviewDays)} 个工作日</strong>。</p>`
      : `<p>初审办理时限为 <strong>${String(content.firstReviewDays)} 个工作日</strong>，终审办理时限为 <strong>${String(content.finalReviewDays)} 个工作日</strong>。</p>`,
  ].join('');
}

export function generateDomains(seed: number): {
  domains: DomainRow[];
  entryConfigs: EntryConfigRow[];
} {
  const domains: DomainRow[] = [];
  const entryConfigs: EntryConfigRow[] = [];
  domainContents.forEach((content, domainIndex) => {
    const domainId = stableUuid(seed, 'domain', domainIndex);
    domains.push({
      id: domainId,
      code: content.code,
      name: content.name,
      summary: content.summary,
      description: descriptionHtml(content),
      firstReviewDays: content.firstReviewDays,
      finalReviewDays: content.finalReviewDays,
      acceptingApplications: content.acceptingApplications,
      sortOrder: (domainIndex + 1) * 10,
      createdAt: domainsCreatedAt,
      updatedAt: domainsUpdatedAt,
    });
    content.materials.forEach((material, materialIndex) => {
      entryConfigs.push({
        id: stableUuid(seed, `entry-config:${content.code}`, materialIndex),
        domainId,
        name: material.name,
        description: material.description,
        required: material.required,
        allowedTypes: [...material.allowedTypes],
        maxSizeBytes: material.maxSizeBytes,
        enabled: true,
        sortOrder: (materialIndex + 1) * 10,
        createdAt: domainsCreatedAt,
        updatedAt: domainsUpdatedAt,
      });
    });
  });
  return { domains, entryConfigs };
}
