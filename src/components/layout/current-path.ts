import { useLocation } from 'react-router-dom';

/** The current in-app address (path, query and hash), as used for `preUrl`. */
export function useCurrentPath(): string {
  const location = useLocation();
  return location.pathname + location.search + location.hash;
}
