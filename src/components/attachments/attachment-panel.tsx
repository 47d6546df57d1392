/**
 * 附件 of one announcement or article, for its editors: what may be uploaded (types, size, number, as
 * the server says), 上传附件 with the file checked before it is sent and its progress or problem shown,
 * the list in the order the public sees it with 上移 / 下移, and 删除 after a confirmation. Loading,
 * empty and error states of its own, so it can sit on any page.
 */
import { Alert, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type {
  AttachmentOwner,
  ContentAttachment,
} from '@/api/content-attachments/content-attachment-types';
import { UploadProgress } from '@/components/form/upload-progress';
import { LoadError } from '@/components/page/load-error';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import { formatFileSize } from '@/lib/format-file-size';
import { acceptOf, checkUploadFile } from '@/lib/upload-file-check';
import { AttachmentEditorRow } from './attachment-editor-row';
import { useContentAttachments } from './use-content-attachments';

type AttachmentPanelProps = {
  owner: AttachmentOwner;
  /** The heading; 附件 unless the page names the owner. */
  title?: string;
  /** The owner's title, for the upload button's accessible name. */
  ownerTitle: string;
  /** Who can download the attachments and where (they follow the owner's publication). */
  note: string;
};

type Deleting = { attachment: ContentAttachment; busy: boolean; error: string | null };

export function AttachmentPanel({ owner, title, ownerTitle, note }: AttachmentPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const panel = useContentAttachments(owner);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const { data, upload } = panel;
  const uploading = upload?.status === 'uploading';
  const types = data?.allowedTypes.map((type) => type.toUpperCase()).join('、') ?? '';
  const size = data === null ? '' : formatFileSize(data.maxSizeBytes);
  const full = data !== null && data.list.length >= data.maxCount;

  const choose = async (file: File) => {
    if (data === null) return;
    if (full) {
      panel.reject(file.name, t('attachments.panel.tooMany', { count: data.maxCount }));
      return;
    }
    const problem = checkUploadFile(file, data);
    if (problem !== null) {
      panel.reject(file.name, t(`attachments.panel.${problem}`, { types, size }));
      return;
    }
    const uploaded = await panel.start(file);
    if (uploaded !== null) {
      toaster.create({
        type: 'success',
        description: t('attachments.panel.uploaded', { name: uploaded.name }),
      });
    }
  };

  const confirmDelete = async () => {
    if (deleting === null) return;
    const { attachment } = deleting;
    setDeleting({ attachment, busy: true, error: null });
    const result = await panel.remove(attachment);
    if (!result.ok) {
      setDeleting({ attachment, busy: false, error: result.msg });
      return;
    }
    setDeleting(null);
    toaster.create({
      type: 'success',
      description: t('attachments.panel.deleted', { name: attachment.name }),
    });
  };

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Flex
        gap="3"
        align={{ base: 'stretch', sm: 'flex-start' }}
        direction={{ base: 'column', sm: 'row' }}
      >
        <Box flex="1" minWidth="0">
          <Heading as="h2" id={headingId} fontSize="lg" color="gray.900">
            {title ?? t('attachments.panel.title')}
          </Heading>
          {data !== null ? (
            <Text fontSize="sm" color="gray.600" mt="1">
              {t('attachments.panel.rules', { types, size, count: data.maxCount })}
            </Text>
          ) : null}
          <Text fontSize="xs" color="gray.600" mt="1">
            {note}
          </Text>
        </Box>
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          accept={data === null ? undefined : acceptOf(data)}
          aria-label={t('attachments.panel.uploadFor', { title: ownerTitle })}
          disabled={data === null || uploading}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file !== undefined) void choose(file);
          }}
        />
        {/* While a file uploads the button only says it is unavailable (aria-disabled): a disabled
            button would drop the keyboard focus of whoever just chose the file. */}
        <Button
          colorPalette="brand"
          variant="outline"
          flexShrink={0}
          disabled={data === null}
          aria-disabled={uploading ? true : undefined}
          aria-label={t('attachments.panel.uploadFor', { title: ownerTitle })}
          onClick={() => {
            if (!uploading) input.current?.click();
          }}
        >
          <Upload aria-hidden="true" />
          {t('attachments.panel.upload')}
        </Button>
      </Flex>

      <Stack gap="3" mt="4">
        {upload?.status === 'uploading' ? (
          <UploadProgress
            caption={t('attachments.panel.uploading', { name: upload.fileName })}
            label={t('attachments.panel.uploadProgress', { name: upload.fileName })}
            percent={upload.percent}
            cancelLabel={t('attachments.panel.cancelUpload')}
            onCancel={panel.cancel}
          />
        ) : null}
        {upload?.status === 'failed' ? (
          <Alert.Root status="error" size="sm" rounded="md" role="alert">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              {t('attachments.panel.uploadFailed', {
                name: upload.fileName,
                reason: upload.message,
              })}
            </Alert.Title>
          </Alert.Root>
        ) : null}

        {data !== null ? (
          data.list.length === 0 ? (
            <Box py="6" textAlign="center" bg="gray.50" rounded="md">
              <Text fontSize="sm" color="gray.700">
                {t('attachments.panel.empty')}
              </Text>
              <Text fontSize="xs" color="gray.600" mt="1">
                {t('attachments.panel.emptyHint')}
              </Text>
            </Box>
          ) : (
            <Stack
              as="ul"
              listStyleType="none"
              gap="1.5"
              aria-label={t('attachments.panel.listLabel')}
            >
              {data.list.map((attachment, index) => (
                <AttachmentEditorRow
                  key={attachment.id}
                  attachment={attachment}
                  first={index === 0}
                  last={index === data.list.length - 1}
                  busy={panel.movingId !== null}
                  onMove={(item, offset) => void panel.move(item, offset)}
                  onDelete={(item) => setDeleting({ attachment: item, busy: false, error: null })}
                />
              ))}
            </Stack>
          )
        ) : panel.loaded.status === 'error' ? (
          <LoadError message={panel.loaded.message} onRetry={panel.retry} />
        ) : (
          <Box aria-busy="true" aria-label={t('attachments.panel.loading')}>
            <TextSkeleton lines={3} />
          </Box>
        )}
      </Stack>

      <ConfirmDialog
        open={deleting !== null}
        title={t('attachments.panel.deleteTitle')}
        text={t('attachments.panel.deleteText', { name: deleting?.attachment.name ?? '' })}
        confirmLabel={t('attachments.panel.delete')}
        busyLabel={t('attachments.panel.deleting')}
        cancelLabel={t('attachments.panel.cancel')}
        tone="red"
        busy={deleting?.busy ?? false}
        error={deleting?.error ?? null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
