/**
 * The announcement editor's form: 公告标题, the rich-text 公告正文 with its 预览, and the actions —
 * 保存草稿 (保存修改 for a published one), 发布, and 取消发布 for a published one. It checks the fields
 * before anything is sent, asks before publishing or taking down, reports each outcome in a toast, and
 * asks before leaving with unsaved changes. A new announcement moves to its own edit address once saved.
 * Its 附件 are managed under the form, once it is stored.
 */
import { Box, Button, chakra, Flex, HStack, Stack } from '@chakra-ui/react';
import { Save, Send, Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import { storedContent } from '@/components/rich-text/stored-content';
import { TitleBodyFields } from '@/components/rich-text/title-body-fields';
import { useTitleBodyFields } from '@/components/rich-text/use-title-body-fields';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import {
  addAnnouncement,
  publishAnnouncement,
  unpublishAnnouncement,
  updateAnnouncement,
  type ChangeResult,
} from '../api/change-announcement';
import type { Announcement } from '../api/announcement-types';
import { editAnnouncementAddress } from '../announcement-paths';
import { AnnouncementAttachments } from './announcement-attachments';
import { AnnouncementMeta } from './announcement-meta';

type Pending = 'save' | 'publish' | 'unpublish' | null;

export function AnnouncementForm({ announcement }: { announcement: Announcement | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fields = useTitleBodyFields(announcement?.title ?? '');
  const { title, body } = fields;

  const [record, setRecord] = useState(announcement);
  const [pending, setPending] = useState<Pending>(null);
  const [confirming, setConfirming] = useState<'publish' | 'unpublish' | null>(null);

  const dirty = title !== (record?.title ?? '') || fields.bodyChanged;
  const { blocker, allowNextNavigation } = useLeaveGuard(dirty && pending === null);
  const published = record?.status === 'published';

  function validate(): boolean {
    return fields.validate({
      titleRequired: t('announcements.validation.titleRequired'),
      titleTooLong: t('announcements.validation.titleTooLong'),
      bodyRequired: t('announcements.validation.bodyRequired'),
    });
  }

  /** Takes in what the server now holds; the editor's text stays as typed. */
  function accept(saved: Announcement) {
    setRecord(saved);
    fields.setTitle(saved.title);
    fields.markBodySaved();
  }

  function moveToOwnAddress(saved: Announcement) {
    if (record !== null) return;
    allowNextNavigation();
    void navigate(editAnnouncementAddress(saved.id), { replace: true });
  }

  /** Stores title and body when they differ from what the server holds; the stored announcement. */
  async function store(): Promise<ChangeResult> {
    const content = storedContent(body.html);
    if (record === null) return addAnnouncement({ title: title.trim(), content });
    return updateAnnouncement({ id: record.id, title: title.trim(), content });
  }

  async function save(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (pending !== null || !validate()) return;
    setPending('save');
    const result = await store();
    setPending(null);
    if (!result.ok) return;
    accept(result.announcement);
    if (result.unchanged) {
      toaster.create({ type: 'info', description: t('announcements.editor.unchanged') });
    } else {
      toaster.create({
        type: 'success',
        description:
          result.announcement.status === 'published'
            ? t('announcements.editor.savedPublished')
            : t('announcements.editor.saved'),
      });
    }
    moveToOwnAddress(result.announcement);
  }

  function askToPublish() {
    if (pending !== null || !validate()) return;
    setConfirming('publish');
  }

  async function publish() {
    setPending('publish');
    let saved = record;
    if (saved === null || dirty) {
      const stored = await store();
      if (!stored.ok) {
        setPending(null);
        setConfirming(null);
        return;
      }
      saved = stored.announcement;
      accept(saved);
    }
    const result = await publishAnnouncement(saved.id);
    setPending(null);
    setConfirming(null);
    if (!result.ok) {
      moveToOwnAddress(saved);
      return;
    }
    accept(result.announcement);
    toaster.create({ type: 'success', description: t('announcements.editor.published') });
    moveToOwnAddress(result.announcement);
  }

  async function unpublish() {
    if (record === null) return;
    setPending('unpublish');
    const result = await unpublishAnnouncement(record.id);
    setPending(null);
    setConfirming(null);
    if (!result.ok) return;
    setRecord(result.announcement);
    toaster.create({ type: 'success', description: t('announcements.editor.unpublished') });
  }

  const shownTitle = title.trim() === '' ? (record?.title ?? '') : title.trim();

  return (
    <Stack gap="5">
      <chakra.form
        onSubmit={(event) => void save(event)}
        noValidate
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="lg"
        px={{ base: '4', md: '8' }}
        py={{ base: '5', md: '7' }}
      >
        <Stack gap="6">
          {record === null ? null : (
            <Box pb="5" borderBottomWidth="1px" borderColor="gray.100">
              <AnnouncementMeta announcement={record} />
            </Box>
          )}
          <TitleBodyFields
            fields={fields}
            initialContent={announcement?.content ?? ''}
            labels={{
              title: t('announcements.fields.title'),
              titlePlaceholder: t('announcements.fields.titlePlaceholder'),
              body: t('announcements.fields.body'),
            }}
            previewHeadingLevel="h2"
          />

          <Flex
            justify="flex-end"
            gap="3"
            wrap="wrap"
            pt="5"
            borderTopWidth="1px"
            borderColor="gray.100"
          >
            {published ? (
              <Button
                type="button"
                variant="outline"
                colorPalette="red"
                me={{ sm: 'auto' }}
                disabled={pending !== null && pending !== 'unpublish'}
                loading={pending === 'unpublish'}
                onClick={() => setConfirming('unpublish')}
              >
                <Undo2 aria-hidden="true" />
                {t('announcements.actions.unpublish')}
              </Button>
            ) : null}
            <HStack gap="3">
              <Button
                type="submit"
                variant={published ? 'solid' : 'outline'}
                colorPalette="brand"
                disabled={pending !== null && pending !== 'save'}
                loading={pending === 'save'}
              >
                <Save aria-hidden="true" />
                {published
                  ? t('announcements.actions.saveChanges')
                  : t('announcements.actions.saveDraft')}
              </Button>
              {published ? null : (
                <Button
                  type="button"
                  colorPalette="brand"
                  disabled={pending !== null && pending !== 'publish'}
                  loading={pending === 'publish'}
                  onClick={askToPublish}
                >
                  <Send aria-hidden="true" />
                  {t('announcements.actions.publish')}
                </Button>
              )}
            </HStack>
          </Flex>
        </Stack>

        <ConfirmDialog
          open={confirming === 'publish'}
          title={t('announcements.confirm.publishTitle')}
          text={t('announcements.confirm.publishText', { title: shownTitle })}
          confirmLabel={t('announcements.actions.publish')}
          cancelLabel={t('announcements.actions.cancel')}
          busy={pending === 'publish'}
          onConfirm={() => void publish()}
          onCancel={() => setConfirming(null)}
        />
        <ConfirmDialog
          open={confirming === 'unpublish'}
          title={t('announcements.confirm.unpublishTitle')}
          text={t('announcements.confirm.unpublishText', { title: record?.title ?? shownTitle })}
          confirmLabel={t('announcements.actions.unpublish')}
          cancelLabel={t('announcements.actions.cancel')}
          tone="red"
          busy={pending === 'unpublish'}
          onConfirm={() => void unpublish()}
          onCancel={() => setConfirming(null)}
        />
        <ConfirmDialog
          open={blocker.state === 'blocked'}
          title={t('announcements.editor.unsavedTitle')}
          text={t('announcements.editor.unsavedText')}
          confirmLabel={t('announcements.editor.leave')}
          cancelLabel={t('announcements.editor.stay')}
          tone="red"
          onConfirm={() => blocker.proceed?.()}
          onCancel={() => blocker.reset?.()}
        />
      </chakra.form>
      <AnnouncementAttachments record={record} />
    </Stack>
  );
}
