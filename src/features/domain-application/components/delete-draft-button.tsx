/**
 * 删除草稿 with its confirmation: the draft and its files go for good, so the applicant is asked first.
 * After the deletion a success toast is shown and the owner moves on (the list reloads, the detail
 * goes back to the list); a refusal has already been shown by the request layer, and the owner reloads
 * to show what is now stored.
 */
import { Button } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import { deleteApplicationDraft } from '../api/delete-application-draft';

type DeleteDraftButtonProps = {
  application: { id: string; version: number; domainName: string };
  size?: 'sm' | 'md';
  onDeleted: () => void;
  onRefused: () => void;
};

export function DeleteDraftButton({
  application,
  size = 'md',
  onDeleted,
  onRefused,
}: DeleteDraftButtonProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const result = await deleteApplicationDraft(application.id, application.version);
    setBusy(false);
    setAsking(false);
    if (!result.ok) {
      onRefused();
      return;
    }
    toaster.create({ type: 'success', title: t('domainApplication.deleteDraft.deleted') });
    onDeleted();
  };

  return (
    <>
      <Button
        size={size}
        variant="outline"
        colorPalette="red"
        onClick={() => setAsking(true)}
        aria-label={t('domainApplication.deleteDraft.actionOf', {
          domain: application.domainName,
        })}
      >
        <Trash2 aria-hidden="true" />
        {t('domainApplication.deleteDraft.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('domainApplication.deleteDraft.action')}
        text={t('domainApplication.deleteDraft.confirm')}
        confirmLabel={t('domainApplication.deleteDraft.confirmAction')}
        cancelLabel={t('domainApplication.apply.cancel')}
        busyLabel={t('domainApplication.deleteDraft.deleting')}
        tone="red"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
