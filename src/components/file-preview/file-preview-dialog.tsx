/**
 * 预览 of an entry file in a dialog: the bytes are fetched through the caller's loader (the same
 * access checks as a download), then a PDF is opened with pdf.js (loaded only now, see pdf-loader.ts)
 * and shown page by page, and an image shown as it is. While it loads a spinner, on failure the
 * server's message with 重试, and 下载 always at hand. Closing the dialog releases the document and
 * the image's object URL.
 */
import {
  Alert,
  Box,
  Button,
  Center,
  CloseButton,
  Dialog,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Download, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ApiResult, DownloadedFile } from '@/api/request';
import { openPdfDocument, type PdfDocumentHandle } from './pdf-loader';
import { PdfViewer } from './pdf-viewer';
import { previewKindOf } from './preview-kind';

export interface PreviewableFile {
  readonly id: string;
  readonly name: string;
  readonly contentType: string;
}

type PreviewState =
  | { status: 'loading' }
  | { status: 'error'; message: string | null }
  | { status: 'pdf'; document: PdfDocumentHandle }
  | { status: 'image'; url: string };

type FilePreviewDialogProps = {
  /** The file being previewed; null while the dialog is closed. */
  file: PreviewableFile | null;
  onClose: () => void;
  /** The file's bytes sent for 预览 (`disposition=inline`); a failure's msg is shown. */
  loadBytes: (id: string) => Promise<ApiResult<DownloadedFile>>;
  onDownload: (file: PreviewableFile) => void;
  downloading?: boolean;
};

function usePreview(
  file: PreviewableFile,
  loadBytes: FilePreviewDialogProps['loadBytes'],
): { state: PreviewState; retry: () => void } {
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { id, contentType } = file;
  useEffect(() => {
    let cancelled = false;
    let release = () => {};
    const open = async (): Promise<PreviewState> => {
      const result = await loadBytes(id);
      if (!result.ok) return { status: 'error', message: result.msg || null };
      if (previewKindOf(contentType) === 'image') {
        const url = URL.createObjectURL(result.data.blob);
        release = () => URL.revokeObjectURL(url);
        return { status: 'image', url };
      }
      const document = await openPdfDocument(await result.data.blob.arrayBuffer());
      release = () => void document.destroy();
      return { status: 'pdf', document };
    };
    void open()
      .catch((): PreviewState => ({ status: 'error', message: null }))
      .then((next) => {
        if (cancelled) release();
        else setState(next);
      });
    return () => {
      cancelled = true;
      release();
    };
  }, [id, contentType, loadBytes, attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { state, retry };
}

/** The preview of one file; mounted per file, so nothing of the previous one shows meanwhile. */
function PreviewContent({
  file,
  loadBytes,
}: {
  file: PreviewableFile;
  loadBytes: FilePreviewDialogProps['loadBytes'];
}) {
  const { t } = useTranslation();
  const { state, retry } = usePreview(file, loadBytes);
  return (
    <>
      {state.status === 'loading' ? (
        <Center flex="1" role="status">
          <Stack align="center" gap="3">
            <Spinner size="lg" color="brand.solid" />
            <Text fontSize="sm" color="gray.600">
              {t('filePreview.loading')}
            </Text>
          </Stack>
        </Center>
      ) : null}
      {state.status === 'error' ? (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal" flex="1">
            {state.message ?? t('filePreview.loadFailed')}
          </Alert.Title>
          <Button size="sm" variant="outline" colorPalette="red" onClick={retry}>
            <RotateCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {state.status === 'image' ? (
        <Box
          flex="1"
          minHeight="0"
          overflow="auto"
          bg="gray.100"
          rounded="md"
          p="4"
          textAlign="center"
        >
          <img
            src={state.url}
            alt={file.name}
            style={{ display: 'inline-block', maxWidth: '100%', background: 'white' }}
          />
        </Box>
      ) : null}
      {state.status === 'pdf' ? <PdfViewer document={state.document} fileName={file.name} /> : null}
    </>
  );
}

export function FilePreviewDialog({
  file,
  onClose,
  loadBytes,
  onDownload,
  downloading = false,
}: FilePreviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={file !== null}
      placement="center"
      size="xl"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content height="90vh" maxWidth="min(1100px, 96vw)">
            <Dialog.Header pe="12">
              <Dialog.Title wordBreak="break-all">
                {t('filePreview.title', { name: file?.name ?? '' })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" minHeight="0">
              {file !== null ? (
                <PreviewContent key={file.id} file={file} loadBytes={loadBytes} />
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                variant="outline"
                colorPalette="brand"
                loading={downloading}
                loadingText={t('filePreview.downloading')}
                disabled={file === null}
                onClick={() => {
                  if (file !== null) onDownload(file);
                }}
              >
                <Download aria-hidden="true" />
                {t('filePreview.download')}
              </Button>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="brand">{t('common.close')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
