/** The application the review panel shows, reloaded when its id changes or on `retry()`. */
import { useCallback } from 'react';
import { useAsyncData } from '@/lib/use-async-data';
import { getReviewApplication } from '../api/get-review-application';

export function useReviewApplication(id: string) {
  const load = useCallback(() => getReviewApplication(id), [id]);
  return useAsyncData(load);
}
