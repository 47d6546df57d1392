/** The contract's announcement shapes, as the announcement views use them. */
import type { components } from '@openapi/schema';

export type Announcement = components['schemas']['Announcement'];
export type AnnouncementSummary = components['schemas']['AnnouncementSummary'];
export type AnnouncementPage = components['schemas']['AnnouncementPage'];
export type AnnouncementStatus = components['schemas']['AnnouncementStatus'];
export type AnnouncementListQuery = components['schemas']['AnnouncementListQuery'];

export const announcementStatuses = [
  'draft',
  'published',
] as const satisfies readonly AnnouncementStatus[];
