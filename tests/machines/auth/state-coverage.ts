/**
 * Which states of a machine a set of graph paths reaches, by their dotted path (`active.flow.sendingCode`),
 * so a test can say "every state is reachable" and name the ones that are not.
 */
import type { AnyStateMachine, EventObject, StateValue } from 'xstate';

type StateNodeLike = { key: string; states: Record<string, StateNodeLike> };

/** Every state node below the root, as dotted paths. */
export function allStatePaths(machine: AnyStateMachine): string[] {
  const paths: string[] = [];
  const visit = (node: StateNodeLike, prefix: string) => {
    for (const [key, child] of Object.entries(node.states)) {
      const path = prefix === '' ? key : `${prefix}.${key}`;
      paths.push(path);
      visit(child, path);
    }
  };
  visit(machine.root, '');
  return paths.sort();
}

/** The dotted paths of every state active in a state value (ancestors included). */
export function activePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix === '' ? value : `${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return child === undefined ? [path] : [path, ...activePaths(child, path)];
  });
}

type PathLike = {
  state: { value: StateValue };
  steps: readonly { state: { value: StateValue } }[];
};

/** The sorted, de-duplicated union of the states active anywhere along a list of graph paths. */
export function reachedStatePaths(paths: readonly PathLike[]): string[] {
  const snapshots = paths.flatMap((path) => [path.state, ...path.steps.map((step) => step.state)]);
  return [...new Set(snapshots.flatMap((snapshot) => activePaths(snapshot.value)))].sort();
}

/** Every state but the transient ones, which an `always` transition leaves at once. */
export function restingStatePaths(
  machine: AnyStateMachine,
  transient: readonly string[],
): string[] {
  return allStatePaths(machine).filter((path) => !transient.includes(path));
}

/** An event of the graph: the machine's own, or one an invoked actor or a delay sends. */
export type GraphEvent = { type: string; [field: string]: unknown };

/**
 * The graph events as the machine's event type. The graph also feeds the events invoked actors and
 * delays send (`xstate.done.actor.*`, `xstate.after.*`); the machine's event type leaves those out,
 * though the machine handles them like any other event.
 */
export function asMachineEvents<TEvent extends EventObject>(
  events: readonly GraphEvent[],
): TEvent[] {
  return events.filter((event): event is TEvent & GraphEvent => event.type !== '');
}
