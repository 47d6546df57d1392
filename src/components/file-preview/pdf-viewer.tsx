/**
 * A PDF shown one page at a time on a canvas, with page navigation and zoom. The page area takes the
 * keyboard too: ←/→ (and PageUp/PageDown) turn pages, + and − zoom, 0 fits the page to the width.
 * The first page opens fitted to the width available, never above 150 %.
 */
import { Alert, Box, Button, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { PdfDocumentHandle } from './pdf-loader';

const minScale = 0.5;
const maxScale = 3;
const scaleStep = 0.25;
const largestFittedScale = 1.5;

const clampScale = (scale: number) =>
  Math.min(maxScale, Math.max(minScale, Math.round(scale * 100) / 100));

type PdfViewerProps = { document: PdfDocumentHandle; fileName: string };

export function PdfViewer({ document, fileName }: PdfViewerProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const pageCount = document.pageCount;

  const fitWidth = async () => {
    const size = await document.pageSize(1);
    // Room for the area's padding; jsdom and hidden areas have no width: draw at 100 %.
    const width = (areaRef.current?.clientWidth ?? 0) - 32;
    setScale(width > 0 ? clampScale(Math.min(largestFittedScale, width / size.width)) : 1);
  };

  useEffect(() => {
    void fitWidth().catch(() => setFailed(true));
    // Fitted once per document; afterwards the reader's zoom stands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [document]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null || scale === null) return;
    setFailed(false);
    document.renderPage(page, canvas, scale).catch(() => setFailed(true));
  }, [document, page, scale]);

  const turnTo = (next: number) => setPage(Math.min(pageCount, Math.max(1, next)));
  const zoomBy = (delta: number) => setScale((current) => clampScale((current ?? 1) + delta));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => turnTo(page - 1),
      PageUp: () => turnTo(page - 1),
      ArrowRight: () => turnTo(page + 1),
      PageDown: () => turnTo(page + 1),
      Home: () => turnTo(1),
      End: () => turnTo(pageCount),
      '+': () => zoomBy(scaleStep),
      '=': () => zoomBy(scaleStep),
      '-': () => zoomBy(-scaleStep),
      '0': () => void fitWidth(),
    };
    const action = actions[event.key];
    if (action === undefined) return;
    event.preventDefault();
    action();
  };

  const percent = Math.round((scale ?? 1) * 100);
  return (
    <Flex direction="column" gap="3" height="100%" minHeight="0">
      <Flex
        justify="space-between"
        align="center"
        gap="3"
        wrap="wrap"
        role="toolbar"
        aria-label={t('filePreview.toolbar')}
      >
        <HStack gap="2">
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('filePreview.previousPage')}
            disabled={page <= 1}
            onClick={() => turnTo(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </IconButton>
          <Text fontSize="sm" minWidth="24" textAlign="center" aria-live="polite">
            {t('filePreview.pageOf', { page, count: pageCount })}
          </Text>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('filePreview.nextPage')}
            disabled={page >= pageCount}
            onClick={() => turnTo(page + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </IconButton>
        </HStack>
        <HStack gap="2">
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('filePreview.zoomOut')}
            disabled={scale === null || scale <= minScale}
            onClick={() => zoomBy(-scaleStep)}
          >
            <ZoomOut aria-hidden="true" />
          </IconButton>
          <Text fontSize="sm" minWidth="12" textAlign="center" aria-live="polite">
            {t('filePreview.zoomValue', { percent })}
          </Text>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('filePreview.zoomIn')}
            disabled={scale === null || scale >= maxScale}
            onClick={() => zoomBy(scaleStep)}
          >
            <ZoomIn aria-hidden="true" />
          </IconButton>
          <Button size="sm" variant="ghost" onClick={() => void fitWidth()}>
            {t('filePreview.fitWidth')}
          </Button>
        </HStack>
      </Flex>
      {failed ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('filePreview.renderFailed')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box
        ref={areaRef}
        tabIndex={0}
        role="region"
        aria-label={t('filePreview.pageArea', { name: fileName, page, count: pageCount })}
        aria-describedby="pdf-viewer-keys"
        onKeyDown={onKeyDown}
        flex="1"
        minHeight="0"
        overflow="auto"
        bg="gray.100"
        rounded="md"
        p="4"
        textAlign="center"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
      >
        <canvas
          ref={canvasRef}
          data-testid="pdf-page-canvas"
          data-page={page}
          style={{
            display: 'inline-block',
            background: 'white',
            boxShadow: '0 1px 4px rgba(0,0,0,.2)',
          }}
        />
      </Box>
      <Text id="pdf-viewer-keys" fontSize="xs" color="gray.500">
        {t('filePreview.keyboardHint')}
      </Text>
    </Flex>
  );
}
