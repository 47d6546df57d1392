/**
 * Seeds the content wall with the about page, the privacy policy and the home notice, each with its
 * first version row. The timestamp is fixed so that every fresh database starts out identical.
 */
import { contentWallEntries, contentWallVersions } from '../schema';
import { aboutPageHtml, aboutPageTitle } from './content/about-page';
import { homeNoticeHtml, homeNoticeTitle } from './content/home-notice';
import { privacyPolicyHtml, privacyPolicyTitle } from './content/privacy-policy';
import type { SeedStep } from './seed-step';

const seededAt = new Date('2026-11-01T09:00:00+08:00');
const seededBy = 'system';

const entries = [
  { key: 'about', title: aboutPageTitle, content: aboutPageHtml },
  { key: 'privacy', title: privacyPolicyTitle, content: privacyPolicyHtml },
  { key: 'homeNotice', title: homeNoticeTitle, content: homeNoticeHtml },
] as const;

export const contentWallSeed: SeedStep = {
  name: 'content-wall',
  modes: ['demo', 'production'],
  async run(tx) {
    const inserted = await tx
      .insert(contentWallEntries)
      .values(entries.map((entry) => ({ ...entry, updatedAt: seededAt, updatedBy: seededBy })))
      .onConflictDoNothing()
      .returning({ key: contentWallEntries.key });
    const insertedKeys = new Set(inserted.map((row) => row.key));
    const versions = entries
      .filter((entry) => insertedKeys.has(entry.key))
      .map((entry) => ({ ...entry, createdAt: seededAt, createdBy: seededBy }));
    if (versions.length > 0) await tx.insert(contentWallVersions).values(versions);
  },
};
