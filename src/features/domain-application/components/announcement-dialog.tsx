/** One published announcement, read in a dialog over the workspace home, with its 附件 as download links. */
import { Dialog, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { AttachmentLinks } from '@/components/attachments/attachment-links';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { LoadError } from '@/components/page/load-error';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { RichText } from '@/components/rich-text/rich-text';
import { formatDateTime } from '@/lib/format-date-time';
import { useAnnouncement } from '../hooks/use-announcements';

type AnnouncementDialogProps = { id: string; title: string; onClose: () => void };

function AnnouncementBody({ id }: { id: string }) {
  const { t } = useTranslation();
  const announcement = useAnnouncement(id);
  if (announcement.status === 'loading') return <TextSkeleton lines={5} />;
  if (announcement.status === 'error')
    return <LoadError message={announcement.message} onRetry={announcement.retry} />;
  if (announcement.data === null)
    return <Text color="gray.600">{t('domainApplication.home.announcementGone')}</Text>;
  const { publishedAt, authorName, content, attachments } = announcement.data;
  return (
    <>
      <Text fontSize="sm" color="gray.500" mb="4">
        {authorName}
        {publishedAt
          ? ` · ${t('domainApplication.home.publishedAt', { time: formatDateTime(publishedAt) ?? '' })}`
          : null}
      </Text>
      <RichText html={content} />
      <AttachmentLinks attachments={attachments} />
    </>
  );
}

export function AnnouncementDialog({ id, title, onClose }: AnnouncementDialogProps) {
  return (
    <DialogFrame open onClose={onClose} title={title} size="lg" scrollInside>
      <Dialog.Body pb="6">
        <AnnouncementBody id={id} />
      </Dialog.Body>
    </DialogFrame>
  );
}
