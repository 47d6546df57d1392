/**
 * The one global toaster. Toasts sit 160 px below the top edge (spec §9) so they never cover the
 * header's navigation; on the sides and bottom the usual 16 px margin applies.
 */
import {
  Toaster as ChakraToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const toastTopOffset = '160px';

export const toaster = createToaster({
  placement: 'top',
  pauseOnPageIdle: true,
  offsets: { top: toastTopOffset, right: '16px', bottom: '16px', left: '16px' },
});

export function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="brand.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger aria-label={t('common.dismissNotice')} /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

/**
 * Shows an error message as a toast. The same message while it is still on screen is shown once:
 * several requests failing for one reason (a page loading two lists) must not stack identical toasts.
 */
export function showErrorToast(message: string): void {
  toaster.create({ id: `error:${message}`, type: 'error', description: message, closable: true });
}
