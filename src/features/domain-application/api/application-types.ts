/** The contract's shapes of a domain application, as the pages of this feature use them. */
import type { components } from '@openapi/schema';

export type ApplicationSummary = components['schemas']['ApplicationSummary'];
export type ApplicationDetail = components['schemas']['ApplicationDetail'];
export type ApplicationPage = components['schemas']['ApplicationPage'];
export type HistoryRow = components['schemas']['HistoryRow'];
export type EntryFile = components['schemas']['EntryFile'];
export type ApplicationFields = Pick<
  components['schemas']['ApplicationNewRequest'],
  'scenario' | 'contactName' | 'contactPhone'
>;
/** A published announcement as a legal person reads it, with its attachments. */
export type Announcement = components['schemas']['AnnouncementDetail'];
export type AnnouncementSummary = components['schemas']['AnnouncementSummary'];
export type AnnouncementPage = components['schemas']['AnnouncementPage'];
