/**
 * 查看 a saved version: its title and body as visitors would see them (sanitised again here), who saved
 * it and when, with 恢复此版本 unless it is the current one.
 */
import { Badge, Box, Button, Dialog, Heading, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { RichText } from '@/components/rich-text/rich-text';
import { formatDateTime } from '@/lib/format-date-time';
import type { ContentVersion } from '../api/content-wall-types';

type ContentVersionDialogProps = {
  version: ContentVersion | null;
  onRestore: (version: ContentVersion) => void;
  onClose: () => void;
};

export function ContentVersionDialog({ version, onRestore, onClose }: ContentVersionDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      open={version !== null}
      onClose={onClose}
      title={
        version === null
          ? undefined
          : t('contentWall.versions.viewTitle', { version: version.version })
      }
      size="lg"
      scrollInside
    >
      {version === null ? null : (
        <>
          <Dialog.Body>
            <HStack gap="3" wrap="wrap" mb="4" fontSize="sm" color="gray.600">
              {version.current ? (
                <Badge colorPalette="green" variant="subtle">
                  {t('contentWall.versions.current')}
                </Badge>
              ) : null}
              <Text>
                {t('contentWall.versions.savedBy', {
                  name: version.editorName,
                  time: formatDateTime(version.createdAt) ?? '',
                })}
              </Text>
            </HStack>
            <Box
              borderWidth="1px"
              borderColor="gray.200"
              rounded="md"
              px={{ base: '4', md: '6' }}
              py="5"
            >
              <Heading
                as="h3"
                fontSize="xl"
                textAlign="center"
                color="gray.900"
                pb="4"
                mb="5"
                borderBottomWidth="1px"
                borderColor="gray.200"
              >
                {version.title}
              </Heading>
              <RichText html={version.content} />
            </Box>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              {t('contentWall.actions.close')}
            </Button>
            {version.current ? null : (
              <Button colorPalette="brand" onClick={() => onRestore(version)}>
                {t('contentWall.actions.restore')}
              </Button>
            )}
          </Dialog.Footer>
        </>
      )}
    </DialogFrame>
  );
}
