/** The announcement operations: the operators' management (primary) and the workspaces' reading (second). */
import type { OperationHandler } from '../../contract/operation-handler';
import { primaryAnnouncementAdd } from './primary-announcement-add';
import { primaryAnnouncementDetail } from './primary-announcement-detail';
import { primaryAnnouncementList } from './primary-announcement-list';
import { primaryAnnouncementPublish } from './primary-announcement-publish';
import { primaryAnnouncementUnpublish } from './primary-announcement-unpublish';
import { primaryAnnouncementUpdate } from './primary-announcement-update';
import { secondAnnouncementDetail } from './second-announcement-detail';
import { secondAnnouncementList } from './second-announcement-list';

export const announcementHandlers: readonly OperationHandler[] = [
  primaryAnnouncementList,
  primaryAnnouncementDetail,
  primaryAnnouncementAdd,
  primaryAnnouncementUpdate,
  primaryAnnouncementPublish,
  primaryAnnouncementUnpublish,
  secondAnnouncementList,
  secondAnnouncementDetail,
];
