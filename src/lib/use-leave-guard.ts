/**
 * Asks before leaving a page with unsaved changes: navigation inside the portal is held until the
 * person confirms (`blocker.proceed`) or stays (`blocker.reset`); closing or reloading the tab gets the
 * browser's own question. `allowNextNavigation` lets the page move on after it has just saved.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowNextNavigation = useCallback(() => {
    dirtyRef.current = false;
  }, []);

  return { blocker, allowNextNavigation };
}
