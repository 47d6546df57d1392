/**
 * The editor of one content-wall entry: its title, the rich-text body (the announcements' editor) with
 * 预览, and 保存. Fields are checked before anything is sent; a save that changes nothing (4212) is
 * said quietly; leaving with unsaved changes asks first. The form reports whether it holds unsaved
 * changes, so restoring a version can say they will be discarded.
 */
import { Box, Button, chakra, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Eye, EyeOff, Save } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import { RichTextEditor, type EditorValue } from '@/components/rich-text/rich-text-editor';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { storedContent } from '@/components/rich-text/stored-content';
import { RichTextPreview } from '@/components/rich-text/rich-text-preview';
import type { ContentWallEntry } from '../api/content-wall-types';
import { updateContentEntry } from '../api/update-content-entry';

export const titleMaxLength = 100;

type Errors = { title?: string; body?: string };

type ContentEntryFormProps = {
  entry: ContentWallEntry;
  /** The entry as the server holds it after a save. */
  onSaved: (entry: ContentWallEntry) => void;
  onDirtyChange: (dirty: boolean) => void;
};

export function ContentEntryForm({ entry, onSaved, onDirtyChange }: ContentEntryFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyErrorId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const [savedTitle, setSavedTitle] = useState(entry.title);
  const [title, setTitle] = useState(entry.title);
  const [body, setBody] = useState<EditorValue>({ html: '', text: '' });
  const [savedHtml, setSavedHtml] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState(false);

  const dirty = title !== savedTitle || (savedHtml !== null && body.html !== savedHtml);
  const { blocker } = useLeaveGuard(dirty && !saving);
  const bodyEmpty = body.text.trim() === '';

  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  function validate(): boolean {
    const trimmed = title.trim();
    const next: Errors = {};
    if (trimmed === '') next.title = t('contentWall.validation.titleRequired');
    else if ([...trimmed].length > titleMaxLength)
      next.title = t('contentWall.validation.titleTooLong');
    if (bodyEmpty) next.body = t('contentWall.validation.bodyRequired');
    setErrors(next);
    if (next.title !== undefined) titleRef.current?.focus();
    else if (next.body !== undefined) {
      setPreview(false);
      bodyRef.current?.querySelector<HTMLElement>('[contenteditable]')?.focus();
    }
    return next.title === undefined && next.body === undefined;
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
    setTitle(trimmed);
    setSavedTitle(trimmed);
    setSavedHtml(body.html);
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
        <Field.Root invalid={errors.title !== undefined} required>
          <Field.Label htmlFor={titleId}>
            {t('contentWall.fields.title')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            id={titleId}
            ref={titleRef}
            value={title}
            maxLength={titleMaxLength}
            placeholder={t('contentWall.fields.titlePlaceholder')}
            autoComplete="off"
            size="lg"
            onChange={(event) => {
              setTitle(event.target.value);
              if (errors.title !== undefined) setErrors({ ...errors, title: undefined });
            }}
          />
          <Flex width="full" justify="space-between" gap="4">
            {errors.title !== undefined ? (
              <Field.ErrorText>{errors.title}</Field.ErrorText>
            ) : (
              <span />
            )}
            <Field.HelperText flexShrink={0}>
              {t('contentWall.fields.titleCount', { count: [...title].length })}
            </Field.HelperText>
          </Flex>
        </Field.Root>

        <Stack gap="2" ref={bodyRef}>
          <Flex justify="space-between" align="center" gap="4">
            <Text as="span" fontWeight="medium" fontSize="sm">
              {t('contentWall.fields.body')}
              <Text as="span" color="fg.error" ms="1" aria-hidden="true">
                *
              </Text>
            </Text>
            <Button
              type="button"
              size="sm"
              variant={preview ? 'subtle' : 'outline'}
              colorPalette="brand"
              aria-pressed={preview}
              onClick={() => setPreview(!preview)}
            >
              {preview ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {t('contentWall.actions.preview')}
            </Button>
          </Flex>
          {/* Long texts (the about page, the privacy policy) scroll inside the editor, keeping its toolbar and 保存 in reach. */}
          <Box css={{ '& .ProseMirror': { maxHeight: '560px', overflowY: 'auto' } }}>
            <RichTextEditor
              initialContent={entry.content}
              label={t('contentWall.fields.body')}
              hidden={preview}
              invalid={errors.body !== undefined}
              describedBy={errors.body !== undefined ? bodyErrorId : undefined}
              onReady={(value) => {
                setBody(value);
                setSavedHtml(value.html);
              }}
              onChange={(value) => {
                setBody(value);
                if (errors.body !== undefined && value.text.trim() !== '')
                  setErrors({ ...errors, body: undefined });
              }}
            />
          </Box>
          {preview ? (
            <RichTextPreview
              title={title}
              html={body.html}
              empty={bodyEmpty}
              label={t('contentWall.editor.previewHeading')}
              titlePlaceholder={t('contentWall.fields.title')}
              emptyText={t('contentWall.editor.previewEmpty')}
              headingLevel="h3"
            />
          ) : null}
          {errors.body !== undefined ? (
            <Text id={bodyErrorId} color="fg.error" fontSize="sm">
              {errors.body}
            </Text>
          ) : null}
        </Stack>

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
