/** The content wall's entries for the configuration page, loaded once and again on `retry()`. */
import { useAsyncData } from '@/lib/use-async-data';
import { listContentWall } from '../api/list-content-wall';

export function useContentWall() {
  return useAsyncData(['GET /content-config/wall/'], listContentWall);
}
