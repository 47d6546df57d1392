/**
 * The workflow as nodes and edges, read from the machine's own definition, for the auditors' diagram
 * (DESIGN §5) and anything else that draws or counts the stages: a stage added to the machine appears
 * here without another edit.
 */
import { toDirectedGraph } from 'xstate/graph';
import { domainApplicationMachine } from './domain-application.machine';
import {
  APPLICATION_STATES,
  MACHINE_EVENT_TYPES,
  workflowEventName,
  type ApplicationState,
  type WorkflowEventType,
} from './domain-application.types';

export type WorkflowNode = { state: ApplicationState; final: boolean; initial: boolean };
export type WorkflowEdge = {
  from: ApplicationState;
  /** The event's stored name (`submit`), as the history and the contract name it. */
  event: WorkflowEventType;
  to: ApplicationState;
};
export type WorkflowDiagram = { nodes: WorkflowNode[]; edges: WorkflowEdge[] };

function stateNamed(key: string): ApplicationState {
  const state = APPLICATION_STATES.find((candidate) => candidate === key);
  if (state === undefined) throw new Error(`The workflow has no stage ${key}`);
  return state;
}

function eventNamed(text: string): WorkflowEventType {
  const type = Object.values(MACHINE_EVENT_TYPES).find((candidate) => candidate === text);
  if (type === undefined) throw new Error(`The workflow has no event ${text}`);
  return workflowEventName(type);
}

/**
 * The stages in the machine's order and every transition between them. 认领, 释放 and 改派 stay in
 * their stage (they change who holds a case, not where it is), so they are not drawn.
 */
export function workflowDiagram(): WorkflowDiagram {
  const graph = toDirectedGraph(domainApplicationMachine);
  const initial = domainApplicationMachine.root.initial.target[0]?.key;
  return {
    nodes: graph.children.map((node) => ({
      state: stateNamed(node.stateNode.key),
      final: node.stateNode.type === 'final',
      initial: node.stateNode.key === initial,
    })),
    edges: graph.children.flatMap((node) =>
      node.edges
        .filter((edge) => edge.source.key !== edge.target.key)
        .map((edge) => ({
          from: stateNamed(edge.source.key),
          event: eventNamed(edge.label.text),
          to: stateNamed(edge.target.key),
        })),
    ),
  };
}
