/**
 * The choices of the 操作人 filter: reviewers and managed accounts the visitor's rights let the page
 * ask for, and everyone seen in the log on this visit, sorted by name. Lists that cannot be had leave
 * the log's own operators.
 */
import { useEffect, useState } from 'react';
import { mayCall } from '@/config/route-access';
import { useAuthState } from '@/lib/auth-state';
import {
  listAdminOperators,
  listReviewerOperators,
  type OperatorOption,
} from '../api/list-known-operators';
import type { AdminLogEntry } from '../api/operation-log-types';

const collator = new Intl.Collator('zh-CN');

function merge(into: Map<string, string>, options: readonly OperatorOption[]): Map<string, string> {
  const next = new Map(into);
  for (const { id, name } of options) if (!next.has(id)) next.set(id, name);
  return next;
}

export function useOperatorOptions(seen: readonly AdminLogEntry[] | null): OperatorOption[] {
  const rights = useAuthState()?.rights ?? [];
  const mayReadReviewers = mayCall('primaryAuditReviewerList', rights);
  const mayListAdmins = mayCall('primaryAdminList', rights);
  const [listed, setListed] = useState<Map<string, string>>(new Map());
  const [known, setKnown] = useState<Map<string, string>>(new Map());
  const [lastSeen, setLastSeen] = useState<readonly AdminLogEntry[] | null>(null);

  // Operators of each page of the log as it arrives, kept while the visitor filters and pages.
  if (seen !== null && seen !== lastSeen) {
    setLastSeen(seen);
    setKnown(
      merge(
        known,
        seen.flatMap((entry) =>
          entry.actorId === null ? [] : [{ id: entry.actorId, name: entry.actorName }],
        ),
      ),
    );
  }

  useEffect(() => {
    let current = true;
    void Promise.all([
      mayReadReviewers ? listReviewerOperators() : Promise.resolve([]),
      mayListAdmins ? listAdminOperators() : Promise.resolve([]),
    ]).then(([reviewers, admins]) => {
      if (current) setListed(merge(merge(new Map(), admins), reviewers));
    });
    return () => {
      current = false;
    };
  }, [mayReadReviewers, mayListAdmins]);

  const all = merge(
    listed,
    [...known].map(([id, name]) => ({ id, name })),
  );
  return [...all]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
