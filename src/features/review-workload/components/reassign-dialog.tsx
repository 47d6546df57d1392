/**
 * 改派: choose a reviewer holding the case's stage right (not the one who holds it now) and send the
 * reassign with the version read. The server decides again (four-eyes at the final review); its
 * refusal is shown in the dialog and nothing changes.
 */
import {
  Button,
  CloseButton,
  Dialog,
  Field,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { reassignReview, type ClaimedCase, type ReviewerWorkload } from '../api/review-workload';

type ReassignDialogProps = {
  item: ClaimedCase;
  holderId: string;
  reviewers: readonly ReviewerWorkload[];
  onClose: () => void;
  onReassigned: (name: string) => void;
};

export function ReassignDialog({
  item,
  holderId,
  reviewers,
  onClose,
  onReassigned,
}: ReassignDialogProps) {
  const { t } = useTranslation();
  const candidates = reviewers.filter(
    (reviewer) => reviewer.id !== holderId && reviewer.stages.includes(item.state),
  );
  const [reviewerId, setReviewerId] = useState(candidates[0]?.id ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const chosen = candidates.find((reviewer) => reviewer.id === reviewerId);
    if (chosen === undefined) {
      setError(t('reviewWorkload.reassign.chooseReviewer'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await reassignReview({ id: item.id, version: item.version, reviewerId });
      if (result.ok) onReassigned(chosen.name);
      else setError(result.msg);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('reviewWorkload.reassign.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="gray.700">
                  {t('reviewWorkload.reassign.lead', {
                    company: item.corName,
                    stage: t(`workflow.states.${item.state}`),
                  })}
                </Text>
                {candidates.length === 0 ? (
                  <Text fontSize="sm" color="gray.600">
                    {t('reviewWorkload.reassign.noCandidates')}
                  </Text>
                ) : (
                  <Field.Root>
                    <Field.Label>{t('reviewWorkload.reassign.reviewer')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={reviewerId}
                        onChange={(event) => setReviewerId(event.currentTarget.value)}
                      >
                        {candidates.map((reviewer) => (
                          <option key={reviewer.id} value={reviewer.id}>
                            {reviewer.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                )}
                {error !== null ? (
                  <Text role="alert" fontSize="sm" color="red.700">
                    {error}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('reviewWorkload.reassign.cancel')}
              </Button>
              <Button
                colorPalette="brand"
                loading={pending}
                disabled={candidates.length === 0}
                onClick={() => void submit()}
              >
                {t('reviewWorkload.reassign.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
