/**
 * One material a domain asks for, on 专区申请: its name, whether it is required, the allowed types and
 * size limit, a 选择文件 control that checks the file before sending it, the upload's progress or
 * problem, and the files already uploaded.
 */
import { Alert, Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { EntryRequirement } from '@/api/domains/get-domain';
import { UploadProgress } from '@/components/form/upload-progress';
import { formatFileSize } from '@/lib/format-file-size';
import { acceptOf, checkUploadFile } from '@/lib/upload-file-check';
import type { EntryFile } from '../api/application-types';
import type { UploadState } from '../hooks/use-entry-files';
import { EntryFileRow } from './entry-file-row';

type EntryMaterialItemProps = {
  requirement: EntryRequirement;
  files: EntryFile[];
  upload: UploadState | undefined;
  /** false until the draft is saved: files belong to a stored application. */
  canUpload: boolean;
  onUpload: (entryConfigId: string, file: File) => void;
  onReject: (entryConfigId: string, fileName: string, message: string) => void;
  onCancel: (entryConfigId: string) => void;
  onDownload: (file: EntryFile) => void;
  downloadingId: string | null;
  onDelete: (file: EntryFile) => void;
  deletingId: string | null;
};

export function EntryMaterialItem(props: EntryMaterialItemProps) {
  const { requirement, files, upload, canUpload } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const types = requirement.allowedTypes.map((type) => type.toUpperCase()).join('、');
  const size = formatFileSize(requirement.maxSizeBytes);
  const uploading = upload?.status === 'uploading';
  const chooseButton = useRef<HTMLButtonElement>(null);
  const wasUploading = useRef(false);

  // When an upload ends, its 取消上传 button goes away; whoever had focus there (or lost it with the
  // button) goes on from this material's 选择文件 rather than from the top of the page.
  useEffect(() => {
    if (wasUploading.current && !uploading) {
      const active = document.activeElement;
      if (active === null || active === document.body) chooseButton.current?.focus();
    }
    wasUploading.current = uploading;
  }, [uploading]);

  const choose = (file: File) => {
    const problem = checkUploadFile(file, requirement);
    if (problem !== null) {
      props.onReject(
        requirement.id,
        file.name,
        t(`domainApplication.apply.${problem}`, { name: file.name, types, size }),
      );
      return;
    }
    props.onUpload(requirement.id, file);
  };

  return (
    <Box
      as="li"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p="4"
    >
      <Flex
        gap="3"
        align={{ base: 'flex-start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
      >
        <Box flex="1" minWidth="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h3" id={headingId} fontSize="sm" color="gray.900">
              {requirement.name}
            </Heading>
            <Badge size="sm" variant="subtle" colorPalette={requirement.required ? 'red' : 'gray'}>
              {requirement.required
                ? t('domainApplication.apply.materialRequired')
                : t('domainApplication.apply.materialOptional')}
            </Badge>
          </Flex>
          {requirement.description ? (
            <Text fontSize="xs" color="gray.600" mt="1">
              {requirement.description}
            </Text>
          ) : null}
          <Text fontSize="xs" color="gray.500" mt="1">
            {t('domainApplication.apply.allowedTypes', { types })} ·{' '}
            {t('domainApplication.apply.maxSize', { size })}
          </Text>
        </Box>
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          accept={acceptOf(requirement)}
          aria-label={t('domainApplication.apply.chooseFileFor', { name: requirement.name })}
          disabled={!canUpload || uploading}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file !== undefined) choose(file);
          }}
        />
        {/* While a file uploads the button only says it is unavailable (aria-disabled): a disabled
            button would drop the keyboard focus of whoever just chose the file. */}
        <Button
          ref={chooseButton}
          size="sm"
          variant="outline"
          colorPalette="brand"
          disabled={!canUpload}
          aria-disabled={uploading ? true : undefined}
          onClick={() => {
            if (!uploading) input.current?.click();
          }}
          aria-label={t('domainApplication.apply.chooseFileFor', { name: requirement.name })}
        >
          <Upload aria-hidden="true" />
          {t('domainApplication.apply.chooseFile')}
        </Button>
      </Flex>
      <Stack gap="2" mt="3">
        {upload?.status === 'uploading' ? (
          <UploadProgress
            caption={t('domainApplication.apply.uploading', { name: upload.fileName })}
            label={t('domainApplication.apply.uploadProgress', { name: upload.fileName })}
            percent={upload.percent}
            cancelLabel={t('domainApplication.apply.cancelUpload')}
            onCancel={() => props.onCancel(requirement.id)}
          />
        ) : null}
        {upload?.status === 'failed' ? (
          <Alert.Root status="error" size="sm" rounded="md">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              {t('domainApplication.apply.uploadFailed', {
                name: upload.fileName,
                reason: upload.message,
              })}
            </Alert.Title>
          </Alert.Root>
        ) : null}
        {files.length === 0 ? (
          <Text fontSize="xs" color="gray.400">
            {t('domainApplication.apply.noFiles')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1.5">
            {files.map((file) => (
              <EntryFileRow
                key={file.id}
                file={file}
                onDownload={props.onDownload}
                downloading={props.downloadingId === file.id}
                onDelete={props.onDelete}
                deleting={props.deletingId === file.id}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
