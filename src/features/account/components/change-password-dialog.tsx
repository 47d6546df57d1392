/**
 * 修改密码 for operators, from the user menu: the change-password form in a dialog. On success it says
 * so in a toast (other devices are signed out by the server) and closes; the form starts empty each
 * time the dialog opens.
 */
import { Dialog } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { toaster } from '@/components/ui/toaster';
import { ChangePasswordForm } from './change-password-form';

type ChangePasswordDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called after a successful change, before the dialog closes (a page may reload its data). */
  onChanged?: () => void;
};

export function ChangePasswordDialog({
  open,
  onClose,
  onChanged: changed,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const onChanged = useCallback(() => {
    changed?.();
    toaster.create({
      type: 'success',
      title: t('account.changedTitle'),
      description: t('account.changedText'),
      closable: true,
    });
    onClose();
  }, [changed, onClose, t]);

  return (
    <DialogFrame open={open} onClose={onClose} title={t('account.changePassword')}>
      <Dialog.Body pb="6">
        <ChangePasswordForm account={null} onChanged={onChanged} onCancel={onClose} />
      </Dialog.Body>
    </DialogFrame>
  );
}
