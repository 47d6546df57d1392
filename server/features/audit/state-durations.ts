/**
 * The time an application spent in each state it passed through, summed over rounds, with the state it
 * is in now counted up to now: the workflow's own reading of the history (time-in-state.ts), in hours,
 * one entry per state in the order it was first entered. A final state is an outcome and counts 0.
 */
import type { components } from '@openapi/schema';
import { stateVisits, timeSpentByState } from '../../../machines/domain-application/time-in-state';
import type { StoredHistoryRow } from '../domain-applications/application-history';

type StateDuration = components['schemas']['StateDuration'];

const hourMs = 3_600_000;

/** Hours to two decimals (36 seconds): finer than anyone reads a stay in review. */
function hoursOf(milliseconds: number): number {
  return Math.round((milliseconds / hourMs) * 100) / 100;
}

export function stateDurationsOf(history: readonly StoredHistoryRow[], now: Date): StateDuration[] {
  const visits = stateVisits(
    history.map((row) => ({ from: row.fromState, to: row.toState, at: row.at, round: row.round })),
    now,
  );
  const totals = timeSpentByState(visits);
  const firstEntered = [...new Set(visits.map((visit) => visit.state))];
  return firstEntered.map((state) => ({ state, hours: hoursOf(totals[state]) }));
}
