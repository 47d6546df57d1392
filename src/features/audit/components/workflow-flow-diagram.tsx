/**
 * The domain application workflow drawn from the machine's own definition (DESIGN §5): ELK placed the
 * stages and routed the transitions at build time (workflow-layout.generated.ts), React Flow draws them, read-only — nothing
 * can be dragged, connected or deleted. Each stage shows what the page gives it: a count and the overdue
 * among them (流程审计), or whether the application is there now, passed through or never reached
 * (流程追溯). With `onSelectState` a stage is a button, so it can be chosen by click, Enter or Space.
 * The drawing is not the only way to read this: each page puts the same facts in a table or a list.
 */
import '@xyflow/react/dist/style.css';
import { Badge, Box, Text } from '@chakra-ui/react';
import {
  BaseEdge,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  useReactFlow,
  useStore,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ApplicationState } from '@machines/domain-application/domain-application.types';
import {
  STATE_NODE_HEIGHT,
  STATE_NODE_WIDTH,
  type Point,
  type WorkflowGraphLayout,
} from '../workflow-graph-layout';

const BRAND = '#046af3';
const IDLE_EDGE = '#a0aec0';
const PLAIN_EDGE = '#718096';
/** Below this the stages' names get too small to read. */
const MIN_DRAWING_WIDTH = 680;

/**
 * How a stage is drawn: `current` the application's stage now, `visited` passed through, `idle` never
 * reached, `selected` the stage the list is filtered by, `plain` none of these.
 */
export type StageTone = 'current' | 'visited' | 'idle' | 'selected' | 'plain';

export type StageView = {
  state: ApplicationState;
  tone: StageTone;
  count?: number;
  /** A red mark on the stage: how many are overdue, or that this application is. */
  alert?: string;
  /** What the stage says to a screen reader (its name, count and status). */
  description: string;
};

type StateNodeData = {
  view: StageView;
  name: string;
  final: boolean;
  onSelect?: (state: ApplicationState) => void;
};
type StateNode = Node<StateNodeData, 'state'>;

type TransitionData = {
  points: Point[];
  label: Point & { width: number; height: number };
  text: string;
  tone: 'taken' | 'idle' | 'plain';
};
type TransitionEdge = Edge<TransitionData, 'transition'>;

const toneStyles = {
  current: { bg: 'brand.solid', color: 'white', borderColor: 'brand.solid', borderStyle: 'solid' },
  visited: { bg: 'brand.50', color: 'gray.900', borderColor: 'brand.solid', borderStyle: 'solid' },
  idle: { bg: 'white', color: 'gray.500', borderColor: 'gray.300', borderStyle: 'dashed' },
  selected: { bg: 'brand.50', color: 'gray.900', borderColor: 'brand.solid', borderStyle: 'solid' },
  plain: { bg: 'white', color: 'gray.900', borderColor: 'gray.300', borderStyle: 'solid' },
} as const satisfies Record<StageTone, Record<string, string>>;

function StateNodeView({ data }: NodeProps<StateNode>) {
  const { t } = useTranslation();
  const { view, name, final, onSelect } = data;
  const style = toneStyles[view.tone];
  const strong = view.tone === 'current' || view.tone === 'selected';
  const content = (
    <>
      <Text as="span" display="block" fontWeight="bold" fontSize="sm" lineHeight="1.3">
        {name}
      </Text>
      {view.count !== undefined ? (
        <Text as="span" display="block" fontSize="lg" fontWeight="bold" lineHeight="1.2" mt="0.5">
          {t('audit.diagram.count', { count: view.count })}
        </Text>
      ) : null}
      {view.alert !== undefined ? (
        <Badge data-alert="" size="sm" colorPalette="red" variant="solid" mt="0.5">
          {view.alert}
        </Badge>
      ) : null}
      {view.tone === 'current' ? (
        <Text as="span" display="block" fontSize="xs" mt="0.5">
          {t('audit.trail.currentMark')}
        </Text>
      ) : null}
    </>
  );
  const frame = {
    width: `${String(STATE_NODE_WIDTH)}px`,
    height: `${String(STATE_NODE_HEIGHT)}px`,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    rounded: final ? 'full' : 'lg',
    borderWidth: strong ? '2.5px' : '1.5px',
    boxShadow: view.tone === 'selected' ? '0 0 0 4px var(--chakra-colors-brand-200)' : 'xs',
    ...style,
  } as const;
  return (
    <>
      <Handle
        type="target"
        position={Position.Left}
        isConnectable={false}
        style={{ visibility: 'hidden' }}
      />
      {onSelect === undefined ? (
        <Box data-state={view.state} data-tone={view.tone} {...frame}>
          {content}
        </Box>
      ) : (
        <Box
          as="button"
          className="nodrag nopan"
          data-state={view.state}
          data-tone={view.tone}
          aria-label={view.description}
          aria-pressed={view.tone === 'selected'}
          cursor="pointer"
          // React Flow turns pointer events off on nodes that cannot be selected or dragged.
          pointerEvents="auto"
          transition="box-shadow 0.15s, transform 0.15s"
          _hover={{ boxShadow: 'md', transform: 'translateY(-1px)' }}
          focusVisibleRing="outside"
          focusRingColor="brand.solid"
          onClick={() => onSelect(view.state)}
          {...frame}
        >
          {content}
        </Box>
      )}
      <Handle
        type="source"
        position={Position.Right}
        isConnectable={false}
        style={{ visibility: 'hidden' }}
      />
    </>
  );
}

/** The polyline ELK routed, its corners rounded. */
function roundedPath(points: Point[], radius = 8): string {
  const [first, ...rest] = points;
  if (first === undefined) return '';
  let path = `M ${String(first.x)} ${String(first.y)}`;
  rest.forEach((point, index) => {
    const previous = points[index] ?? first;
    const next = rest[index + 1];
    if (next === undefined) {
      path += ` L ${String(point.x)} ${String(point.y)}`;
      return;
    }
    const inLength = Math.hypot(point.x - previous.x, point.y - previous.y);
    const outLength = Math.hypot(next.x - point.x, next.y - point.y);
    const r = Math.min(radius, inLength / 2, outLength / 2);
    const before = {
      x: point.x - ((point.x - previous.x) / (inLength || 1)) * r,
      y: point.y - ((point.y - previous.y) / (inLength || 1)) * r,
    };
    const after = {
      x: point.x + ((next.x - point.x) / (outLength || 1)) * r,
      y: point.y + ((next.y - point.y) / (outLength || 1)) * r,
    };
    path += ` L ${String(before.x)} ${String(before.y)} Q ${String(point.x)} ${String(point.y)} ${String(after.x)} ${String(after.y)}`;
  });
  return path;
}

function TransitionEdgeView({ id, data, markerEnd }: EdgeProps<TransitionEdge>) {
  if (data === undefined) return null;
  const stroke = data.tone === 'taken' ? BRAND : data.tone === 'idle' ? IDLE_EDGE : PLAIN_EDGE;
  return (
    <g data-edge={id} data-taken={data.tone === 'taken'}>
      <BaseEdge
        path={roundedPath(data.points)}
        markerEnd={markerEnd}
        style={{
          stroke,
          strokeWidth: data.tone === 'taken' ? 2.25 : 1.4,
          strokeDasharray: data.tone === 'idle' ? '5 4' : undefined,
        }}
      />
      <text
        data-taken={data.tone === 'taken'}
        x={data.label.x + data.label.width / 2}
        y={data.label.y + data.label.height / 2 + 4}
        textAnchor="middle"
        fontSize="12"
        fontWeight={data.tone === 'taken' ? 700 : 500}
        fill={data.tone === 'taken' ? BRAND : data.tone === 'idle' ? '#718096' : '#2d3748'}
        stroke="#ffffff"
        strokeWidth="4"
        paintOrder="stroke"
      >
        {data.text}
      </text>
    </g>
  );
}

const nodeTypes = { state: StateNodeView };
const edgeTypes = { transition: TransitionEdgeView };

/**
 * Fits the whole drawing — stages, transitions and their names, which may run outside the stages — to
 * its box, and again when the box changes size (window resized, sidebar toggled).
 */
function FitToBox({ width, height }: { width: number; height: number }) {
  const boxWidth = useStore((store) => store.width);
  const boxHeight = useStore((store) => store.height);
  const { fitBounds } = useReactFlow();
  useEffect(() => {
    if (boxWidth > 0 && boxHeight > 0)
      void fitBounds({ x: 0, y: 0, width, height }, { padding: 0.02 });
  }, [boxWidth, boxHeight, width, height, fitBounds]);
  return null;
}

type WorkflowFlowDiagramProps = {
  layout: WorkflowGraphLayout;
  /** The accessible name of the drawing. */
  label: string;
  views: Record<ApplicationState, StageView>;
  /** Edge keys (`from:event:to`) the application took; when given, the others are drawn faint. */
  takenEdges?: ReadonlySet<string>;
  onSelectState?: (state: ApplicationState) => void;
};

export function WorkflowFlowDiagram({
  layout,
  label,
  views,
  takenEdges,
  onSelectState,
}: WorkflowFlowDiagramProps) {
  const { t } = useTranslation();
  const nodes = useMemo<StateNode[]>(
    () =>
      layout.nodes.map((node) => ({
        id: node.state,
        type: 'state',
        position: { x: node.x, y: node.y },
        width: STATE_NODE_WIDTH,
        height: STATE_NODE_HEIGHT,
        handles: [
          {
            type: 'target',
            position: Position.Left,
            x: 0,
            y: STATE_NODE_HEIGHT / 2,
            width: 1,
            height: 1,
          },
          {
            type: 'source',
            position: Position.Right,
            x: STATE_NODE_WIDTH - 1,
            y: STATE_NODE_HEIGHT / 2,
            width: 1,
            height: 1,
          },
        ],
        ariaRole: 'group',
        focusable: false,
        ariaLabel: views[node.state].description,
        data: {
          view: views[node.state],
          name: t(`workflow.states.${node.state}`),
          final: node.final,
          ...(onSelectState === undefined ? {} : { onSelect: onSelectState }),
        },
      })),
    [layout, views, onSelectState, t],
  );
  const edges = useMemo<TransitionEdge[]>(
    () =>
      layout.edges.map((edge) => {
        const tone =
          takenEdges === undefined ? 'plain' : takenEdges.has(edge.key) ? 'taken' : 'idle';
        const text = t(`workflow.events.${edge.event}`);
        return {
          id: edge.key,
          type: 'transition',
          source: edge.from,
          target: edge.to,
          // Not focusable, so a picture (role img) from the first drawing: the canvas's own
          // `edgesFocusable={false}` reaches its store only after that drawing.
          focusable: false,
          ariaLabel:
            t('audit.diagram.transition', {
              from: t(`workflow.states.${edge.from}`),
              event: text,
              to: t(`workflow.states.${edge.to}`),
            }) + (tone === 'taken' ? t('audit.diagram.transitionTaken') : ''),
          markerEnd: {
            type: MarkerType.ArrowClosed,
            color: tone === 'taken' ? BRAND : tone === 'idle' ? IDLE_EDGE : PLAIN_EDGE,
            width: 16,
            height: 16,
          },
          data: { points: edge.points, label: edge.label, text, tone },
        };
      }),
    [layout, takenEdges, t],
  );
  // On a narrow screen the drawing keeps a readable size and scrolls sideways; the table beside it
  // says the same without scrolling.
  return (
    <Box
      overflowX="auto"
      tabIndex={0}
      role="group"
      aria-label={t('audit.diagram.scroller')}
      rounded="md"
      focusVisibleRing="inside"
    >
      <Box
        width="full"
        minWidth={`${String(MIN_DRAWING_WIDTH)}px`}
        style={{ aspectRatio: `${String(layout.width)} / ${String(layout.height)}` }}
        minHeight="240px"
        maxHeight={`${String(Math.ceil(layout.height) + 24)}px`}
        mx="auto"
        maxWidth={`${String(Math.ceil(layout.width) + 24)}px`}
        bg="gray.50"
        borderWidth="1px"
        borderColor="gray.100"
        rounded="md"
      >
        <ReactFlow<StateNode, TransitionEdge>
          aria-label={label}
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          minZoom={0.2}
          maxZoom={1.25}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          panOnDrag={false}
          panOnScroll={false}
          zoomOnScroll={false}
          zoomOnPinch={false}
          zoomOnDoubleClick={false}
          preventScrolling={false}
          disableKeyboardA11y
          deleteKeyCode={null}
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          proOptions={{ hideAttribution: true }}
          ariaLabelConfig={{
            'node.a11yDescription.default': t('audit.diagram.nodeHelp'),
            'node.a11yDescription.keyboardDisabled': t('audit.diagram.nodeHelp'),
            'edge.a11yDescription.default': t('audit.diagram.edgeHelp'),
          }}
        >
          <FitToBox width={layout.width} height={layout.height} />
        </ReactFlow>
      </Box>
    </Box>
  );
}
