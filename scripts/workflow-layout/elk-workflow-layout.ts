/**
 * Where each stage and transition of the workflow is drawn: the machine's own nodes and edges
 * (workflow-diagram.ts) laid out by ELK's layered algorithm, left to right, with orthogonal edges and
 * room for each event's name on its edge. The result depends only on the machine and the names of its
 * events, so it is computed at build time (gen-workflow-layout.ts) and the browser never loads ELK.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk.bundled.js';
import { workflowDiagram, type WorkflowEdge } from '@machines/domain-application/workflow-diagram';
import { edgeKey } from '@/components/workflow/workflow-layout';
import {
  STATE_NODE_HEIGHT,
  STATE_NODE_WIDTH,
  type Point,
  type WorkflowGraphLayout,
} from '@/features/audit/workflow-graph-layout';

const LABEL_HEIGHT = 18;
/** Width of one character of an edge label at 12 px (Chinese characters are square). */
const LABEL_CHAR_WIDTH = 12.5;
const LABEL_PADDING = 10;

/** The room an event's name takes on its edge. */
function labelWidth(text: string): number {
  return Math.ceil([...text].length * LABEL_CHAR_WIDTH + LABEL_PADDING);
}

export async function layoutWorkflowGraph(
  eventLabel: (event: WorkflowEdge['event']) => string,
): Promise<WorkflowGraphLayout> {
  const diagram = workflowDiagram();
  const elk = new ELK();
  const graph: ElkNode = {
    id: 'workflow',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
      'elk.spacing.nodeNode': '36',
      'elk.spacing.edgeNode': '18',
      'elk.spacing.edgeEdge': '14',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.nodeNodeBetweenLayers': '72',
      'elk.layered.spacing.edgeNodeBetweenLayers': '18',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      // The machine lists its stages in reading order: a transition against it (修改 → 草稿) leads back.
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.layered.edgeLabels.sideSelection': 'ALWAYS_UP',
      'elk.edgeLabels.placement': 'CENTER',
    },
    children: diagram.nodes.map((node) => ({
      id: node.state,
      width: STATE_NODE_WIDTH,
      height: STATE_NODE_HEIGHT,
      ...(node.initial
        ? { layoutOptions: { 'elk.layered.layering.layerConstraint': 'FIRST' } }
        : {}),
    })),
    edges: diagram.edges.map((edge) => {
      const text = eventLabel(edge.event);
      return {
        id: edgeKey(edge),
        sources: [edge.from],
        targets: [edge.to],
        labels: [
          { id: `${edgeKey(edge)}#label`, text, width: labelWidth(text), height: LABEL_HEIGHT },
        ],
      };
    }),
  };
  const placed = await elk.layout(graph);
  // Built once per release: whatever ELK leaves out stops the build instead of shipping half a drawing.
  const nodeAt = new Map((placed.children ?? []).map((child) => [child.id, child]));
  const edgeAt = new Map((placed.edges ?? []).map((edge) => [edge.id, edge]));
  return {
    nodes: diagram.nodes.map((node) => {
      const { x, y } = nodeAt.get(node.state) ?? {};
      if (x === undefined || y === undefined) throw new Error(`ELK did not place ${node.state}`);
      return { ...node, x, y };
    }),
    edges: diagram.edges.map((edge) => {
      const key = edgeKey(edge);
      const section = edgeAt.get(key)?.sections?.[0];
      const label = edgeAt.get(key)?.labels?.[0];
      if (section === undefined) throw new Error(`ELK did not route ${key}`);
      const { x, y, width, height } = label ?? {};
      if (x === undefined || y === undefined || width === undefined || height === undefined)
        throw new Error(`ELK did not place the name of ${key}`);
      const points: Point[] = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
      return {
        ...edge,
        key,
        points: points.map((point) => ({ x: point.x, y: point.y })),
        label: { text: eventLabel(edge.event), x, y, width, height },
      };
    }),
    width: placed.width ?? 0,
    height: placed.height ?? 0,
  };
}
