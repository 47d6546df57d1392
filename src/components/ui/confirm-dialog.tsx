/**
 * A question before an action others will notice or that cannot be taken back: a title, the
 * consequence in one sentence, anything the action needs (a reason, a note), the confirming action
 * and a way back. While the action is on its way the dialog stays open and cannot be dismissed; a
 * refusal is shown inside it in the server's words.
 */
import { Alert, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  /** Shown under the text: a field the action needs, or a note on what it affects. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirming button's label while the action is on its way. */
  busyLabel?: string;
  /** Red for a change that takes something away. */
  tone?: 'brand' | 'red';
  busy?: boolean;
  /** Why the action was refused, if it was. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  open,
  title,
  text,
  children,
  confirmLabel,
  cancelLabel,
  busyLabel,
  tone = 'brand',
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} onClose={onCancel} title={title} role="alertdialog" locked={busy}>
      <Dialog.Body>
        <Stack gap="3">
          <Text color="gray.700">{text}</Text>
          {children}
          {error !== null ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{error}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button colorPalette={tone} loading={busy} loadingText={busyLabel} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
