/**
 * 链接 in the editor's toolbar: asks for the address of the selected text. Only absolute http, https
 * and mailto addresses are accepted — the server keeps no other — and an existing link can be removed.
 */
import { Button, Dialog, Field, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DialogFrame } from '@/components/ui/dialog-frame';

type LinkDialogProps = {
  open: boolean;
  /** The address of the link at the selection, '' when there is none. */
  currentHref: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
};

export function isAllowedLink(href: string): boolean {
  if (!/^(https?:\/\/|mailto:)/i.test(href)) return false;
  try {
    new URL(href);
    return true;
  } catch {
    return false;
  }
}

export function LinkDialog({ open, currentHref, onApply, onRemove, onClose }: LinkDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose}>
      <LinkForm currentHref={currentHref} onApply={onApply} onRemove={onRemove} onClose={onClose} />
    </DialogFrame>
  );
}

function LinkForm({ currentHref, onApply, onRemove, onClose }: Omit<LinkDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [href, setHref] = useState(currentHref);
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is portalled out of the form it edits in, but React still bubbles to it.
    event.stopPropagation();
    const trimmed = href.trim();
    if (!isAllowedLink(trimmed)) {
      setInvalid(true);
      return;
    }
    onApply(trimmed);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{t('richText.link.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Field.Root invalid={invalid} required>
          <Field.Label>{t('richText.link.address')}</Field.Label>
          <Input
            type="url"
            value={href}
            placeholder={t('richText.link.placeholder')}
            autoComplete="off"
            onChange={(event) => {
              setHref(event.target.value);
              setInvalid(false);
            }}
          />
          {invalid ? (
            <Field.ErrorText>{t('richText.link.invalid')}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('richText.link.hint')}</Field.HelperText>
          )}
        </Field.Root>
      </Dialog.Body>
      <Dialog.Footer>
        {currentHref !== '' ? (
          <Button variant="ghost" colorPalette="red" me="auto" onClick={onRemove}>
            {t('richText.link.remove')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onClose}>
          {t('richText.link.cancel')}
        </Button>
        <Button type="submit" colorPalette="brand">
          {t('richText.link.confirm')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
