/**
 * The workflow of an application drawn from the machine's own definition: every stage and every
 * transition with its event, the current stage filled, the stages and transitions already taken in
 * blue, the rest grey. The drawing is one image with a title; the list below it says the same in
 * text (each stage, whether it is current, passed or not reached, and where it leads).
 */
import { Badge, Box, Flex, List, Text } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ApplicationState } from '@machines/domain-application/domain-application.types';
import { workflowDiagram } from '@machines/domain-application/workflow-diagram';
import type { HistoryRow } from '../api/application-types';
import {
  edgeKey,
  layoutWorkflow,
  takenEdgeKeys,
  type PlacedNode,
} from '@/components/workflow/workflow-layout';

const NODE_W = 100;
const NODE_H = 44;
const COL_PITCH = 172;
const ROW_PITCH = 84;
const PAD = 24;
const BACK_GAP = 30;
const BRAND = '#046af3';
const BRAND_SOFT = '#e6f0fe';
const IDLE = '#a0aec0';
const TEXT = '#1a202c';

type StageStatus = 'current' | 'visited' | 'notVisited';

type WorkflowDiagramViewProps = { state: ApplicationState; history: HistoryRow[] };

export function WorkflowDiagramView({ state, history }: WorkflowDiagramViewProps) {
  const { t } = useTranslation();
  const rawId = useId();
  const id = rawId.replace(/[^a-zA-Z0-9_-]/g, '');
  const layout = useMemo(() => layoutWorkflow(workflowDiagram()), []);
  const taken = takenEdgeKeys(history);
  const visited = new Set<ApplicationState>(history.map((row) => row.to));
  const statusOf = (node: ApplicationState): StageStatus =>
    node === state ? 'current' : visited.has(node) ? 'visited' : 'notVisited';

  const x = (node: PlacedNode) => PAD + node.column * COL_PITCH;
  const y = (node: PlacedNode) => PAD + node.row * ROW_PITCH;
  const byState = new Map(layout.nodes.map((node) => [node.state, node]));
  const backEdges = layout.edges.filter((edge) => edge.back);
  const contentBottom = PAD + (layout.rows - 1) * ROW_PITCH + NODE_H;
  // Edges that skip a column dip below the stages between; the lanes back to the start run lower still.
  const dipOf = (fromRow: number, toRow: number) =>
    PAD + Math.max(fromRow, toRow) * ROW_PITCH + NODE_H / 2 + ROW_PITCH / 2;
  const deepestDip = Math.max(
    contentBottom,
    ...layout.edges.flatMap((edge) => {
      const from = byState.get(edge.from);
      const to = byState.get(edge.to);
      return from === undefined || to === undefined || edge.back || to.column - from.column <= 1
        ? []
        : [dipOf(from.row, to.row)];
    }),
  );
  const width = PAD * 2 + (layout.columns - 1) * COL_PITCH + NODE_W + backEdges.length * 10;
  const height = deepestDip + PAD + backEdges.length * BACK_GAP;
  const stateName = (value: ApplicationState) => t(`workflow.states.${value}`);

  return (
    <Box>
      <Box overflowX="auto" borderWidth="1px" borderColor="gray.100" rounded="md" bg="gray.50">
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          width="100%"
          viewBox={`0 0 ${String(width)} ${String(height)}`}
          style={{ display: 'block', maxWidth: width, minWidth: 560, fontFamily: 'inherit' }}
        >
          <title id={`${id}-title`}>
            {t('domainApplication.detail.diagramImage', { state: stateName(state) })}
          </title>
          <defs>
            {(['taken', 'idle'] as const).map((kind) => (
              <marker
                key={kind}
                id={`${id}-arrow-${kind}`}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M 0 0 L 10 5 L 0 10 z" fill={kind === 'taken' ? BRAND : IDLE} />
              </marker>
            ))}
          </defs>
          {layout.edges.map((edge) => {
            const from = byState.get(edge.from);
            const to = byState.get(edge.to);
            if (from === undefined || to === undefined) return null;
            const isTaken = taken.has(edgeKey(edge));
            const stroke = isTaken ? BRAND : IDLE;
            let path: string;
            let labelX: number;
            let labelY: number;
            if (edge.back) {
              const lane = backEdges.indexOf(edge);
              const laneY = deepestDip + (lane + 1) * BACK_GAP - 6;
              const sx = x(from) + NODE_W;
              const sy = y(from) + NODE_H / 2;
              const outX = sx + 12 + lane * 10;
              const tx = x(to) + NODE_W / 2 + lane * 12;
              const ty = y(to) + NODE_H;
              path = `M ${String(sx)} ${String(sy)} H ${String(outX)} V ${String(laneY)} H ${String(tx)} V ${String(ty)}`;
              labelX = (outX + tx) / 2;
              labelY = laneY - 5;
            } else {
              const sx = x(from) + NODE_W;
              const sy = y(from) + NODE_H / 2;
              const tx = x(to);
              const ty = y(to) + NODE_H / 2;
              const midX = (sx + tx) / 2;
              if (to.column - from.column <= 1) {
                path = `M ${String(sx)} ${String(sy)} L ${String(tx)} ${String(ty)}`;
                labelX = midX;
                labelY = (sy + ty) / 2 - 5;
              } else {
                const midY = dipOf(from.row, to.row);
                const controlY = 2 * midY - (sy + ty) / 2;
                path = `M ${String(sx)} ${String(sy)} Q ${String(midX)} ${String(controlY)} ${String(tx)} ${String(ty)}`;
                labelX = midX;
                labelY = midY - 5;
              }
            }
            return (
              <g key={edgeKey(edge)} data-edge={edgeKey(edge)} data-taken={isTaken}>
                <path
                  d={path}
                  fill="none"
                  stroke={stroke}
                  strokeWidth={isTaken ? 2 : 1.25}
                  strokeDasharray={isTaken ? undefined : '4 3'}
                  markerEnd={`url(#${id}-arrow-${isTaken ? 'taken' : 'idle'})`}
                />
                <text
                  data-taken={isTaken}
                  x={labelX}
                  y={labelY}
                  textAnchor="middle"
                  fontSize="11"
                  fill={isTaken ? BRAND : '#4a5568'}
                  stroke="#f7fafc"
                  strokeWidth="4"
                  paintOrder="stroke"
                >
                  {t(`workflow.events.${edge.event}`)}
                </text>
              </g>
            );
          })}
          {layout.nodes.map((node) => {
            const status = statusOf(node.state);
            const fill =
              status === 'current' ? BRAND : status === 'visited' ? BRAND_SOFT : '#ffffff';
            const stroke = status === 'notVisited' ? '#cbd5e0' : BRAND;
            return (
              <g key={node.state} data-state={node.state} data-status={status}>
                <rect
                  x={x(node)}
                  y={y(node)}
                  width={NODE_W}
                  height={NODE_H}
                  rx={node.final ? 22 : 8}
                  fill={fill}
                  stroke={stroke}
                  strokeWidth={status === 'current' ? 2.5 : 1.5}
                />
                <text
                  data-status={status}
                  x={x(node) + NODE_W / 2}
                  y={y(node) + NODE_H / 2 + 5}
                  textAnchor="middle"
                  fontSize="14"
                  fontWeight={status === 'current' ? 700 : 500}
                  fill={status === 'current' ? '#ffffff' : TEXT}
                >
                  {stateName(node.state)}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
      <Text mt="3" fontSize="xs" color="gray.500">
        {t('domainApplication.detail.diagramLead')}
      </Text>
      <Text as="h3" mt="4" mb="2" fontSize="sm" fontWeight="bold" color="gray.800">
        {t('domainApplication.detail.stageList')}
      </Text>
      <List.Root
        as="ol"
        gap="1.5"
        ps="5"
        fontSize="sm"
        aria-label={t('domainApplication.detail.stageList')}
      >
        {layout.nodes.map((node) => {
          const status = statusOf(node.state);
          const outgoing = layout.edges.filter((edge) => edge.from === node.state);
          return (
            <List.Item key={node.state} aria-current={status === 'current' ? 'step' : undefined}>
              <Flex gap="2" align="center" wrap="wrap">
                <Text as="span" fontWeight={status === 'current' ? 'bold' : 'medium'}>
                  {stateName(node.state)}
                </Text>
                <Badge
                  size="sm"
                  variant={status === 'current' ? 'solid' : 'subtle'}
                  colorPalette={status === 'notVisited' ? 'gray' : 'blue'}
                >
                  {t(
                    `domainApplication.detail.stage${status === 'current' ? 'Current' : status === 'visited' ? 'Visited' : 'NotVisited'}`,
                  )}
                </Badge>
                {outgoing.length > 0 ? (
                  <Text as="span" color="gray.600">
                    {outgoing
                      .map((edge) =>
                        t('domainApplication.detail.transitionTo', {
                          event: t(`workflow.events.${edge.event}`),
                          state: stateName(edge.to),
                        }),
                      )
                      .join('；')}
                  </Text>
                ) : null}
              </Flex>
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}
