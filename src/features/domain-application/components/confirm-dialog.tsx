/** A question before an action that cannot be taken back (提交申请, 撤回申请, 重新提交). */
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  colorPalette?: 'brand' | 'red';
  children?: ReactNode;
};

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={props.open}
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open && !props.busy) props.onClose();
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700">{props.text}</Text>
              {props.children}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose} disabled={props.busy}>
                {t('domainApplication.apply.cancel')}
              </Button>
              <Button
                colorPalette={props.colorPalette ?? 'brand'}
                loading={props.busy}
                onClick={props.onConfirm}
              >
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('domainApplication.home.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
