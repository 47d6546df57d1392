/**
 * 删除 an entry config after confirmation. A config that files were uploaded for is refused by the
 * server (only disabling is allowed); the refusal is shown in the dialog in the server's words.
 */
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { EntryConfig } from '../api/list-entry-configs';
import type { WriteOutcome } from '../hooks/use-entry-config-actions';

type DeleteEntryConfigDialogProps = {
  target: EntryConfig | null;
  onDelete: (config: EntryConfig) => Promise<WriteOutcome<null>>;
  onDeleted: (config: EntryConfig) => void;
  onClose: () => void;
};

export function DeleteEntryConfigDialog({
  target,
  onDelete,
  onDeleted,
  onClose,
}: DeleteEntryConfigDialogProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const confirm = async (config: EntryConfig) => {
    setDeleting(true);
    setRefusal(null);
    const outcome = await onDelete(config);
    setDeleting(false);
    if (outcome.ok) onDeleted(config);
    else setRefusal(outcome.message);
  };

  return (
    <ConfirmDialog
      open={target !== null}
      title={t('entryConfig.removeDialog.title')}
      text={target !== null ? t('entryConfig.removeDialog.text', { name: target.name }) : ''}
      confirmLabel={t('entryConfig.removeDialog.confirm')}
      cancelLabel={t('entryConfig.removeDialog.cancel')}
      busyLabel={t('entryConfig.removeDialog.removing')}
      tone="red"
      busy={deleting}
      error={refusal}
      onConfirm={() => {
        if (target !== null) void confirm(target);
      }}
      onCancel={close}
    >
      {target !== null && target.fileCount > 0 ? (
        <Text fontSize="sm" color="orange.700">
          {t('entryConfig.removeDialog.filesNote', { count: target.fileCount })}
        </Text>
      ) : null}
    </ConfirmDialog>
  );
}
