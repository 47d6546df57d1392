/**
 * The editor of one content-wall entry: its title, the rich-text body (the editor announcements use too)
 * with 预览, and 保存. Fields are checked before anything is sent; a save that changes nothing (4212) is
 * said quietly; leaving with unsaved changes asks first. The form reports whether it holds unsaved
 * changes, so restoring a version can say they will be discarded.
 */
import { Button, chakra, Flex, Stack } from '@chakra-ui/react';
import { Save } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import { storedContent } from '@/components/rich-text/stored-content';
import { TitleBodyFields } from '@/components/rich-text/title-body-fields';
import { useTitleBodyFields } from '@/components/rich-text/use-title-body-fields';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import type { ContentWallEntry } from '../api/content-wall-types';
import { updateContentEntry } from '../api/update-content-entry';

type ContentEntryFormProps = {
  entry: ContentWallEntry;
  /** The entry as the server holds it after a save. */
  onSaved: (entry: ContentWallEntry) => void;
  onDirtyChange: (dirty: boolean) => void;
};

export function ContentEntryForm({ entry, onSaved, onDirtyChange }: ContentEntryFormProps) {
  const { t } = useTranslation();
  const fields = useTitleBodyFields(entry.title);
  const { title, body } = fields;
  const [savedTitle, setSavedTitle] = useState(entry.title);
  const [saving, setSaving] = useState(false);

  const dirty = title !== savedTitle || fields.bodyChanged;
  const { blocker } = useLeaveGuard(dirty && !saving);

  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  function validate(): boolean {
    return fields.validate({
      titleRequired: t('contentWall.validation.titleRequired'),
      titleTooLong: t('contentWall.validation.titleTooLong'),
      bodyRequired: t('contentWall.validation.bodyRequired'),
    });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !validate()) return;
    setSaving(true);
    const trimmed = title.trim();
    const result = await updateContentEntry({
      key: entry.key,
      title: trimmed,
      content: storedContent(body.html),
    });
    setSaving(false);
    if (!result.ok) return;
    // The editor keeps the text as typed; what was sent is now what the server holds.
    fields.setTitle(trimmed);
    setSavedTitle(trimmed);
    fields.markBodySaved();
    if (result.unchanged) {
      toaster.create({ type: 'info', description: t('contentWall.editor.unchanged') });
      return;
    }
    const saved = result.entry ?? { ...entry, title: trimmed, content: storedContent(body.html) };
    onSaved(saved);
    toaster.create({
      type: 'success',
      description: t('contentWall.editor.saved', { title: t(`contentWall.keys.${entry.key}`) }),
    });
  }

  return (
    <chakra.form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="6">
        <TitleBodyFields
          fields={fields}
          initialContent={entry.content}
          labels={{
            title: t('contentWall.fields.title'),
            titlePlaceholder: t('contentWall.fields.titlePlaceholder'),
            body: t('contentWall.fields.body'),
          }}
          previewHeadingLevel="h3"
          // Long texts (the about page, the privacy policy) scroll inside the editor, keeping its
          // toolbar and 保存 in reach.
          bodyMaxHeight="560px"
        />

        <Flex justify="flex-end" pt="5" borderTopWidth="1px" borderColor="gray.100">
          <Button type="submit" colorPalette="brand" loading={saving}>
            <Save aria-hidden="true" />
            {t('contentWall.actions.save')}
          </Button>
        </Flex>
      </Stack>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('contentWall.editor.unsavedTitle')}
        text={t('contentWall.editor.unsavedText')}
        confirmLabel={t('contentWall.editor.leave')}
        cancelLabel={t('contentWall.editor.stay')}
        tone="red"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </chakra.form>
  );
}
