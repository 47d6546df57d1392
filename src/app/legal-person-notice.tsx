/**
 * The 3166 notice (spec §4): a modal titled 提示 saying 仅支持法人登录, shown while the auth actor is in
 * `legalPersonNotice`. 确定 opens the external login address in a new tab; closing it otherwise just
 * dismisses it. Render it once, inside the Chakra provider and the `AuthActorProvider`.
 */
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { authMessages } from '@/lib/auth/auth-messages';
import { useAuthActor } from '@/lib/auth/auth-actor-context';

export function LegalPersonNotice() {
  const actor = useAuthActor();
  const open = useSelector(actor, (snapshot) => snapshot.matches('legalPersonNotice'));
  // Focus starts on 确定, the one thing the notice asks for, so Enter confirms it.
  const confirmRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => confirmRef.current}
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'auth.noticeDismissed' });
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{authMessages.noticeTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{authMessages.legalPersonOnly}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                colorPalette="brand"
                onClick={() => actor.send({ type: 'auth.noticeConfirmed' })}
              >
                {authMessages.confirm}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={authMessages.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
