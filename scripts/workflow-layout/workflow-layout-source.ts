/**
 * The text of `src/features/audit/workflow-layout.generated.ts`: the workflow diagram laid out by ELK
 * (elk-workflow-layout.ts) once for each language of the portal, with the event names of that
 * language's texts, formatted as the repository formats TypeScript.
 */
import { resolve } from 'node:path';
import prettier from 'prettier';
import { supportedLanguages, type Language } from '@/i18n/languages';
import { workflow as enUSWorkflow } from '@/i18n/locales/en-US/workflow';
import { workflow as zhCNWorkflow } from '@/i18n/locales/zh-CN/workflow';
import type { WorkflowGraphLayout } from '@/features/audit/workflow-graph-layout';
import { layoutWorkflowGraph } from './elk-workflow-layout';

export const workflowLayoutPath = 'src/features/audit/workflow-layout.generated.ts';

/** The names of the events as each language's texts give them (`workflow.events`). */
export const workflowEventNames: Readonly<
  Record<Language, Readonly<Record<keyof typeof zhCNWorkflow.events, string>>>
> = {
  'zh-CN': zhCNWorkflow.events,
  'en-US': enUSWorkflow.events,
};

/** The diagram of every language, laid out. */
export async function workflowLayouts(): Promise<Record<Language, WorkflowGraphLayout>> {
  const entries = await Promise.all(
    supportedLanguages.map(
      async (language) =>
        [
          language,
          await layoutWorkflowGraph((event) => workflowEventNames[language][event]),
        ] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<Language, WorkflowGraphLayout>;
}

export async function workflowLayoutSource(): Promise<string> {
  const text = `/**
 * The workflow diagram of the domain application machine, laid out for each language; generated from
 * machines/domain-application and the event names of src/i18n by \`npm run gen:workflow-layout\`
 * (scripts/gen-workflow-layout.ts); do not edit.
 */
import type { Language } from '@/i18n/languages';
import type { WorkflowGraphLayout } from './workflow-graph-layout';

export const workflowGraphLayouts: Readonly<Record<Language, WorkflowGraphLayout>> = ${JSON.stringify(
    await workflowLayouts(),
  )};
`;
  const options = (await prettier.resolveConfig(resolve(workflowLayoutPath))) ?? {};
  return prettier.format(text, { ...options, filepath: resolve(workflowLayoutPath) });
}
