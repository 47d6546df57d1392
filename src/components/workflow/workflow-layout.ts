/**
 * Where each stage of the workflow diagram is drawn, computed from the machine's own nodes and edges
 * (workflow-diagram.ts), so a stage added to the machine is placed without another edit. Stages are
 * laid out left to right in columns by the longest path from the initial stage; edges that lead back
 * (修改 → 草稿) are found by a depth-first walk and drawn apart, below the stages.
 */
import type {
  WorkflowDiagram,
  WorkflowEdge,
  WorkflowNode,
} from '@machines/domain-application/workflow-diagram';
import type { ApplicationState } from '@machines/domain-application/domain-application.types';

export type PlacedNode = WorkflowNode & { column: number; row: number };
export type PlacedEdge = WorkflowEdge & { back: boolean };
export type WorkflowLayout = {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  columns: number;
  rows: number;
};

function edgeKey(edge: WorkflowEdge): string {
  return `${edge.from}:${edge.event}:${edge.to}`;
}

/** Edges that close a cycle when the graph is walked depth-first from the initial stage. */
function backEdges(diagram: WorkflowDiagram): Set<string> {
  const back = new Set<string>();
  const done = new Set<ApplicationState>();
  const onPath = new Set<ApplicationState>();
  const visit = (state: ApplicationState) => {
    onPath.add(state);
    for (const edge of diagram.edges.filter((candidate) => candidate.from === state)) {
      if (onPath.has(edge.to)) back.add(edgeKey(edge));
      else if (!done.has(edge.to)) visit(edge.to);
    }
    onPath.delete(state);
    done.add(state);
  };
  const initial = diagram.nodes.find((node) => node.initial) ?? diagram.nodes[0];
  if (initial !== undefined) visit(initial.state);
  for (const node of diagram.nodes) if (!done.has(node.state)) visit(node.state);
  return back;
}

export function layoutWorkflow(diagram: WorkflowDiagram): WorkflowLayout {
  const back = backEdges(diagram);
  const edges = diagram.edges.map((edge) => ({ ...edge, back: back.has(edgeKey(edge)) }));
  const forward = edges.filter((edge) => !edge.back);

  // Longest path from a source over the forward edges (an acyclic graph), by relaxing repeatedly.
  const column = new Map<ApplicationState, number>(diagram.nodes.map((node) => [node.state, 0]));
  for (let pass = 0; pass < diagram.nodes.length; pass += 1) {
    for (const edge of forward) {
      const next = (column.get(edge.from) ?? 0) + 1;
      if (next > (column.get(edge.to) ?? 0)) column.set(edge.to, next);
    }
  }

  // A stage sits level with the stage it is first reached from, or in the next free row.
  const taken = new Set<string>();
  const row = new Map<ApplicationState, number>();
  const ordered = [...diagram.nodes].sort(
    (a, b) => (column.get(a.state) ?? 0) - (column.get(b.state) ?? 0),
  );
  for (const node of ordered) {
    const col = column.get(node.state) ?? 0;
    const from = forward.find((edge) => edge.to === node.state);
    let candidate = from === undefined ? 0 : (row.get(from.from) ?? 0);
    while (taken.has(`${String(col)}:${String(candidate)}`)) candidate += 1;
    taken.add(`${String(col)}:${String(candidate)}`);
    row.set(node.state, candidate);
  }

  const nodes = diagram.nodes.map((node) => ({
    ...node,
    column: column.get(node.state) ?? 0,
    row: row.get(node.state) ?? 0,
  }));
  return {
    nodes,
    edges,
    columns: Math.max(...nodes.map((node) => node.column)) + 1,
    rows: Math.max(...nodes.map((node) => node.row)) + 1,
  };
}

/** The transitions an application took, read from its history (the create row has no `from`). */
export function takenEdgeKeys(
  history: readonly { from: ApplicationState | null; event: string; to: ApplicationState }[],
): Set<string> {
  return new Set(
    history.flatMap((row) => (row.from === null ? [] : [`${row.from}:${row.event}:${row.to}`])),
  );
}

export { edgeKey };
