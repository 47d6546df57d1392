/** The message center's operations, for operators (primary) and corporate users (second) alike. */
import type { OperationHandler } from '../../contract/operation-handler';
import { primaryMessageList } from './primary-message-list';
import { primaryMessageRead } from './primary-message-read';
import { primaryMessageReadAll } from './primary-message-read-all';
import { primaryMessageUnreadCount } from './primary-message-unread-count';
import { secondMessageList } from './second-message-list';
import { secondMessageRead } from './second-message-read';
import { secondMessageReadAll } from './second-message-read-all';
import { secondMessageUnreadCount } from './second-message-unread-count';

export const notificationHandlers: readonly OperationHandler[] = [
  primaryMessageList,
  primaryMessageUnreadCount,
  primaryMessageRead,
  primaryMessageReadAll,
  secondMessageList,
  secondMessageUnreadCount,
  secondMessageRead,
  secondMessageReadAll,
];
