/**
 * 删除 an entry config after confirmation. A config that files were uploaded for is refused by the
 * server (only disabling is allowed); the refusal is shown in the dialog in the server's words.
 */
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
    if (deleting) return;
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
    <Dialog.Root
      open={target !== null}
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {target !== null ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{t('entryConfig.removeDialog.title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <Text>{t('entryConfig.removeDialog.text', { name: target.name })}</Text>
                    {target.fileCount > 0 ? (
                      <Text fontSize="sm" color="orange.700">
                        {t('entryConfig.removeDialog.filesNote', { count: target.fileCount })}
                      </Text>
                    ) : null}
                    {refusal !== null ? (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Title fontWeight="normal">{refusal}</Alert.Title>
                      </Alert.Root>
                    ) : null}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={close} disabled={deleting}>
                    {t('entryConfig.removeDialog.cancel')}
                  </Button>
                  <Button
                    colorPalette="red"
                    loading={deleting}
                    loadingText={t('entryConfig.removeDialog.removing')}
                    onClick={() => void confirm(target)}
                  >
                    {t('entryConfig.removeDialog.confirm')}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('common.close')} disabled={deleting} />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
