/**
 * The laid-out workflow for the diagram in the language shown. The layout is computed at build time
 * from the machine (workflow-layout.generated.ts), so it is there at once: nothing to load or wait for.
 */
import { useTranslation } from '@/i18n/use-translation';
import { defaultLanguage, isLanguage } from '@/i18n/languages';
import type { WorkflowGraphLayout } from '../workflow-graph-layout';
import { workflowGraphLayouts } from '../workflow-layout.generated';

export function useWorkflowLayout(): WorkflowGraphLayout {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return workflowGraphLayouts[isLanguage(language) ? language : defaultLanguage];
}
