/** Whether an operator may see drafts and change announcements: the `content:edit` right. */
import type { Principal } from '../../kernel/principal';

export function canEditContent(principal: Principal): boolean {
  return principal.rights.includes('content:edit');
}
