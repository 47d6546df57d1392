/** Content-wall entries and versions for the 内容配置 page tests. */
import type { components } from '@openapi/schema';
import { envelopeResponse } from '../../support/fake-fetch';

type ContentWallEntry = components['schemas']['ContentWallEntry'];
type ContentVersion = components['schemas']['ContentVersion'];
type ContentWallKey = components['schemas']['ContentWallKey'];

export const wallEntries: ContentWallEntry[] = [
  {
    key: 'about',
    title: '关于江苏省公共数据授权运营平台',
    content: '<h2>平台简介</h2><p>平台由省数据局建设运营。</p>',
    updatedAt: '2026-11-20T02:00:00.000Z',
  },
  {
    key: 'privacy',
    title: '隐私政策声明',
    content: '<p>我们重视您的个人信息保护。</p>',
    updatedAt: '2026-11-18T06:15:00.000Z',
  },
  {
    key: 'homeNotice',
    title: '首页公告',
    content: '<p>平台试运行期间欢迎提出意见。</p>',
    updatedAt: '2026-11-19T01:00:00.000Z',
  },
];

/** A version's id: numbered by the server across all entries, here 100 + its number. */
export function versionId(n: number): number {
  return 100 + n;
}

export function sampleVersion(
  key: ContentWallKey,
  version: number,
  overrides: Partial<ContentVersion> = {},
): ContentVersion {
  return {
    id: versionId(version),
    key,
    version,
    title: `关于平台（第${version}版）`,
    content: `<p>第${version}版的正文。</p>`,
    editorName: version % 2 === 0 ? '孙悦' : '王磊',
    createdAt: `2026-11-${String(10 + version).padStart(2, '0')}T02:30:00.000Z`,
    current: false,
    ...overrides,
  };
}

export function wallResponse(entries: ContentWallEntry[] = wallEntries) {
  return envelopeResponse(0, '', entries);
}

export function versionPage(list: ContentVersion[], total = list.length, page = 1, pageSize = 10) {
  return envelopeResponse(0, '', { list, total, page, pageSize });
}
