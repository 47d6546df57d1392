/**
 * What a page draws when the record its address names does not exist — the server answered 4011 or
 * nothing, or the `id` cannot name a record at all (`?id=`, `?id=../../etc/passwd`, no id): the
 * visitor ends at /404 (spec §2 "Code 4011 leads to /404", §8; DESIGN §8). The move replaces the
 * record's address, so the address bar shows /404 and Back returns to the page before the missing
 * record instead of coming back to it and being sent on again.
 *
 * Where the server draws the page, nothing moves: the renderer is told (`RecordMissingReport`) and
 * answers a redirect to /404, so no empty detail is ever painted first.
 *
 *   if (!detail.data.found) return <RecordMissing />;
 */
import { createContext, useContext } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/routes';

const RecordMissingContext = createContext<(() => void) | null>(null);

/** Server rendering only: the function told that the page's record does not exist. */
export const RecordMissingReport = RecordMissingContext.Provider;

export function RecordMissing() {
  const report = useContext(RecordMissingContext);
  if (report !== null) {
    report();
    return null;
  }
  return <Navigate to={paths.notFound} replace />;
}
