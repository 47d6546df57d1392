/** The announcement the editor opens, reloaded when its id changes. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { getAnnouncement } from '../api/get-announcement';

export function useAnnouncement(id: string) {
  const load = useCallback(() => getAnnouncement(id), [id]);
  return useAsyncData(['POST /primary/announcement/detail', { id }, 'found'], load);
}
