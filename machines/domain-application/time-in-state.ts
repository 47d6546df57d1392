/**
 * How long an application spent in each stage, read from its history (for the auditors' view, DESIGN
 * §5). Each history row says which stage it entered and when; a stage lasts until the next row. The
 * stage the application is in now lasts until `now`; a final stage (已通过, 已撤回) is an outcome, not
 * time spent, so it has no duration.
 */
import type { ApplicationState } from './domain-application.types';
import { domainApplicationMachine } from './domain-application.machine';

/**
 * The fields of a history row this needs, as the contract's `HistoryRow` has them. A row that stays in
 * its stage (认领, 释放, 改派: `from` equals `to`) does not start a new stay.
 */
export type HistoryStep = {
  to: ApplicationState;
  at: Date | string;
  round: number;
  from?: ApplicationState | null;
};

export type StateVisit = {
  state: ApplicationState;
  round: number;
  enteredAt: Date;
  /** null while the application is still there, and for a final stage. */
  leftAt: Date | null;
  /** Milliseconds spent; null for a final stage. */
  durationMs: number | null;
  current: boolean;
};

function isFinalState(state: ApplicationState): boolean {
  return domainApplicationMachine.root.states[state]?.type === 'final';
}

function instant(at: Date | string): Date {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) throw new RangeError(`${String(at)} is not a point in time`);
  return date;
}

/** Every stay in a stage, oldest first. Rows at the same moment keep their order. */
export function stateVisits(history: readonly HistoryStep[], now: Date): StateVisit[] {
  const steps = history
    .filter((row) => row.from !== row.to)
    .map((row, index) => ({ row, index, at: instant(row.at) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.index - b.index);
  return steps.map(({ row, at }, position) => {
    const next = steps[position + 1];
    const final = isFinalState(row.to);
    const leftAt = next === undefined || final ? null : next.at;
    const until = leftAt ?? now;
    return {
      state: row.to,
      round: row.round,
      enteredAt: at,
      leftAt,
      durationMs: final ? null : Math.max(0, until.getTime() - at.getTime()),
      current: next === undefined,
    };
  });
}

/** Total milliseconds per stage over all rounds; stages never visited (and final ones) count 0. */
export function timeSpentByState(visits: readonly StateVisit[]): Record<ApplicationState, number> {
  const totals: Record<ApplicationState, number> = {
    draft: 0,
    firstReview: 0,
    finalReview: 0,
    approved: 0,
    rejected: 0,
    returned: 0,
    withdrawn: 0,
  };
  for (const visit of visits) totals[visit.state] += visit.durationMs ?? 0;
  return totals;
}
