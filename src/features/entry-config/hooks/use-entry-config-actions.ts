/**
 * The writes of 入驻材料配置 — save (new or edit), enable/disable, delete — each resolving to the saved
 * config or the server's words for the refusal, which the page, the form or the dialog shows itself.
 */
import { useCallback } from 'react';
import { i18n } from '@/i18n/i18n';
import { createEntryConfig } from '../api/create-entry-config';
import { deleteEntryConfig } from '../api/delete-entry-config';
import type { EntryConfig } from '../api/list-entry-configs';
import { setEntryConfigStatus } from '../api/set-entry-config-status';
import { updateEntryConfig } from '../api/update-entry-config';
import type { EntryConfigFields } from '../entry-config-form-values';

export type WriteOutcome<T> = { ok: true; data: T } | { ok: false; message: string };

function saved(
  result: { ok: true; data: EntryConfig | null } | { ok: false; msg: string },
): WriteOutcome<EntryConfig> {
  if (!result.ok) return { ok: false, message: result.msg };
  return result.data === null
    ? { ok: false, message: i18n.t('entryConfig.unreadableRefresh') }
    : { ok: true, data: result.data };
}

export function useEntryConfigActions(domainId: string) {
  const save = useCallback(
    async (editing: EntryConfig | null, fields: EntryConfigFields) =>
      saved(
        editing === null
          ? await createEntryConfig({ domainId, enabled: true, ...fields })
          : await updateEntryConfig({ id: editing.id, ...fields }),
      ),
    [domainId],
  );

  const setStatus = useCallback(
    async (config: EntryConfig, enabled: boolean) =>
      saved(await setEntryConfigStatus(config.id, enabled)),
    [],
  );

  const remove = useCallback(async (config: EntryConfig): Promise<WriteOutcome<null>> => {
    const result = await deleteEntryConfig(config.id);
    return result.ok ? { ok: true, data: null } : { ok: false, message: result.msg };
  }, []);

  return { save, setStatus, remove };
}
