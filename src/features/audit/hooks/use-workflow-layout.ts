/**
 * The laid-out workflow for the diagram. ELK works asynchronously; the layout depends only on the machine
 * and the event names, so it is computed once and shared by every diagram of the session.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadResult } from '@/lib/load-result';
import { useAsyncData } from '@/lib/use-async-data';
import { layoutWorkflowGraph, type WorkflowGraphLayout } from '../workflow-elk-layout';

let shared: Promise<WorkflowGraphLayout> | null = null;

export function useWorkflowLayout() {
  const { t, i18n } = useTranslation();
  const load = useCallback(async (): Promise<LoadResult<WorkflowGraphLayout>> => {
    shared ??= layoutWorkflowGraph((event) => t(`workflow.events.${event}`));
    try {
      return { ok: true, data: await shared };
    } catch (error) {
      shared = null;
      return { ok: false, msg: error instanceof Error ? error.message : '' };
    }
  }, [t]);
  return useAsyncData(['local workflow-layout', { language: i18n.language }], load);
}
