// @vitest-environment node
/**
 * The audit diagram ships laid out (src/features/audit/workflow-layout.generated.ts) instead of laying
 * itself out in the browser. In every language it must draw the machine as it is: the same stages, the
 * same transitions under that language's event names, each edge running from its stage to its stage.
 * And it must be what `npm run gen:workflow-layout` writes today.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { workflowDiagram } from '@machines/domain-application/workflow-diagram';
import { edgeKey } from '@/components/workflow/workflow-layout';
import {
  STATE_NODE_HEIGHT,
  STATE_NODE_WIDTH,
  type PlacedState,
  type Point,
} from '@/features/audit/workflow-graph-layout';
import { workflowGraphLayouts } from '@/features/audit/workflow-layout.generated';
import { supportedLanguages, type Language } from '@/i18n/languages';
import { enUS } from '@/i18n/locales/en-US';
import { zhCN } from '@/i18n/locales/zh-CN';
import {
  workflowLayoutPath,
  workflowLayoutSource,
} from '../../../scripts/workflow-layout/workflow-layout-source';

const eventNames: Record<Language, Record<string, string>> = {
  'zh-CN': zhCN.workflow.events,
  'en-US': enUS.workflow.events,
};

/** On the outline of the stage's box, to half a pixel. */
function onOutline(point: Point, node: PlacedState): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.5;
  const within = (value: number, from: number, size: number) =>
    value >= from - 0.5 && value <= from + size + 0.5;
  return (
    (within(point.y, node.y, STATE_NODE_HEIGHT) &&
      (near(point.x, node.x) || near(point.x, node.x + STATE_NODE_WIDTH))) ||
    (within(point.x, node.x, STATE_NODE_WIDTH) &&
      (near(point.y, node.y) || near(point.y, node.y + STATE_NODE_HEIGHT)))
  );
}

describe.each(supportedLanguages)('the shipped workflow layout in %s', (language) => {
  const layout = workflowGraphLayouts[language];
  const machine = workflowDiagram();

  it('has the stages of the machine, in its order', () => {
    expect(layout.nodes.map(({ state, final, initial }) => ({ state, final, initial }))).toEqual(
      machine.nodes,
    );
  });

  it('has the transitions of the machine, named in this language', () => {
    expect(layout.edges.map(({ from, event, to }) => ({ from, event, to }))).toEqual(machine.edges);
    for (const edge of layout.edges) {
      expect(edge.key).toBe(edgeKey(edge));
      expect(edge.label.text).toBe(eventNames[language][edge.event]);
    }
  });

  it('runs each transition from its stage to its stage, inside the drawing', () => {
    const nodeOf = new Map(layout.nodes.map((node) => [node.state, node]));
    for (const edge of layout.edges) {
      const first = edge.points[0];
      const last = edge.points.at(-1);
      expect(first, edge.key).toBeDefined();
      expect(last, edge.key).toBeDefined();
      if (first === undefined || last === undefined) continue;
      expect(onOutline(first, nodeOf.get(edge.from)!), `${edge.key} starts at ${edge.from}`).toBe(
        true,
      );
      expect(onOutline(last, nodeOf.get(edge.to)!), `${edge.key} ends at ${edge.to}`).toBe(true);
    }
    for (const node of layout.nodes) {
      expect(node.x + STATE_NODE_WIDTH, node.state).toBeLessThanOrEqual(layout.width);
      expect(node.y + STATE_NODE_HEIGHT, node.state).toBeLessThanOrEqual(layout.height);
    }
  });
});

describe('the generated layout module', () => {
  it('is what the generator writes from the machine and the texts today', async () => {
    const committed = await readFile(new URL(`../../../${workflowLayoutPath}`, import.meta.url), {
      encoding: 'utf8',
    });
    expect(committed, 'stale: run npm run gen:workflow-layout').toBe(await workflowLayoutSource());
  });
});
