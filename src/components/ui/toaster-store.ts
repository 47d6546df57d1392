/**
 * The one toast store. Toasts sit 160 px below the top edge (spec §9) so they never cover the
 * header's navigation; on the sides and bottom the usual 16 px margin applies. Loaded on demand
 * through `toaster` (./toaster), so the first page does not wait for it.
 */
import { createToaster } from '@chakra-ui/react';

export const toastTopOffset = '160px';

export const toasterStore = createToaster({
  placement: 'top',
  pauseOnPageIdle: true,
  offsets: { top: toastTopOffset, right: '16px', bottom: '16px', left: '16px' },
});
