/**
 * The frame every dialog of the portal shares: centred over a backdrop, a title (unless the content
 * brings its own, as a form does), a × to close it, and nothing mounted while it is closed.
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

type DialogFrameProps = {
  open: boolean;
  /** Called when the dialog is dismissed: Escape, a click outside or the ×. */
  onClose: () => void;
  title?: string;
  /** `alertdialog` for a question that interrupts the work. */
  role?: 'dialog' | 'alertdialog';
  size?: 'md' | 'lg';
  /** The content scrolls inside the dialog, for text of any length. */
  scrollInside?: boolean;
  /** While an action is on its way the dialog cannot be dismissed. */
  locked?: boolean;
  children: ReactNode;
};

export function DialogFrame({
  open,
  onClose,
  title,
  role = 'dialog',
  size = 'md',
  scrollInside = false,
  locked = false,
  children,
}: DialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      role={role}
      placement="center"
      size={size}
      scrollBehavior={scrollInside ? 'inside' : 'outside'}
      onOpenChange={(details) => {
        if (!details.open && !locked) onClose();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {title !== undefined ? (
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            ) : null}
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} disabled={locked} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
