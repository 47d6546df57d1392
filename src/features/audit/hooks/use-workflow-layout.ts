/**
 * The laid-out workflow for the diagram in the language shown. The layout is computed at build time
 * from the machine (workflow-layout.generated.ts), so it is there at once: nothing to load or wait for.
 */
import { useTranslation } from '@/i18n/use-translation';
import type { WorkflowGraphLayout } from '../workflow-graph-layout';
import { workflowGraphLayouts } from '../workflow-layout.generated';

export function useWorkflowLayout(): WorkflowGraphLayout {
  const { i18n } = useTranslation();
  return workflowGraphLayouts[i18n.language];
}
