/** Announcements are written and managed by holders of the `content:edit` right (DESIGN §8). */
import type { AuthState } from '@/lib/auth-state';

export const contentEditRight = 'content:edit';

export function canEditAnnouncements(authState: AuthState | null): boolean {
  return authState?.rights.includes(contentEditRight) ?? false;
}
