/**
 * The drawn workflow: where each stage sits and the route and name of each transition, in the
 * drawing's own pixels. ELK lays it out at build time from the machine's nodes and edges
 * (scripts/workflow-layout), and the result ships in workflow-layout.generated.ts, one per language,
 * because the event names on the edges take room of their own.
 */
import type { WorkflowEdge, WorkflowNode } from '@machines/domain-application/workflow-diagram';

export const STATE_NODE_WIDTH = 148;
export const STATE_NODE_HEIGHT = 72;

export type Point = { x: number; y: number };

/** The box of an event's name on its edge, and the name it was sized for. */
export type EdgeLabelBox = Point & { text: string; width: number; height: number };

export type PlacedState = WorkflowNode & Point;
export type PlacedTransition = WorkflowEdge & {
  /** `from:event:to`, as edgeKey (src/components/workflow/workflow-layout.ts) writes it. */
  key: string;
  points: Point[];
  label: EdgeLabelBox;
};
export type WorkflowGraphLayout = {
  nodes: PlacedState[];
  edges: PlacedTransition[];
  width: number;
  height: number;
};
