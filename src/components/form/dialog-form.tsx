/**
 * The form inside a 新增 / 编辑 dialog: its fields, the server's refusal (a name already taken, bad
 * input) as an alert below them, and 取消 and the submit button in the footer. While the values are on
 * their way 取消 is disabled and the submit button shows that it is saving.
 */
import { Alert, Button, Dialog, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type DialogFormProps = {
  /** Called on submit, after the browser's own submission is prevented. */
  onSubmit: () => void;
  onCancel: () => void;
  /** The server's refusal of the last attempt, or null. */
  refusal: string | null;
  saving: boolean;
  labels: { cancel: string; submit: string; saving: string };
  children: ReactNode;
};

export function DialogForm({
  onSubmit,
  onCancel,
  refusal,
  saving,
  labels,
  children,
}: DialogFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          {children}
          {refusal !== null ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{refusal}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          {labels.cancel}
        </Button>
        <Button type="submit" colorPalette="brand" loading={saving} loadingText={labels.saving}>
          {labels.submit}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
