/** Announcements are written and managed by those who may add them (the contract's rights). */
import { mayCall } from '@/config/route-access';
import type { AuthState } from '@/lib/auth-state';

export function canEditAnnouncements(authState: AuthState | null): boolean {
  return mayCall('primaryAnnouncementAdd', authState?.rights ?? []);
}
