/**
 * One entry open on the content configuration page: its editor and its 历史版本. A save reloads the
 * history from its first page; a restore puts the restored text into the editor as it now stands.
 */
import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { defaultPageSize } from '@/components/list/use-list-search-params';
import { formatDateTime } from '@/lib/format-date-time';
import type { ContentWallEntry } from '../api/content-wall-types';
import { ContentEntryForm } from './content-entry-form';
import { ContentVersionHistory } from './content-version-history';

type ContentEntryWorkspaceProps = {
  entry: ContentWallEntry;
  onChange: (entry: ContentWallEntry) => void;
};

export function ContentEntryWorkspace({ entry, onChange }: ContentEntryWorkspaceProps) {
  const { t } = useTranslation();
  const [formKey, setFormKey] = useState(0);
  const [historyKey, setHistoryKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [versionPage, setVersionPage] = useState<{ page: number; pageSize: number }>({
    page: 1,
    pageSize: defaultPageSize,
  });
  const headingId = `content-entry-${entry.key}`;
  const updated = formatDateTime(entry.updatedAt);

  const reloadHistory = () => {
    setVersionPage((current) => ({ ...current, page: 1 }));
    setHistoryKey((value) => value + 1);
  };
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  return (
    <Stack gap="6" minWidth="0">
      <Box
        as="section"
        aria-labelledby={headingId}
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="lg"
        px={{ base: '4', md: '8' }}
        py={{ base: '5', md: '7' }}
      >
        <Flex
          align={{ base: 'flex-start', md: 'center' }}
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="2"
          pb="5"
          mb="6"
          borderBottomWidth="1px"
          borderColor="gray.100"
        >
          <Flex align="center" gap="3">
            <Heading as="h2" id={headingId} fontSize="xl" color="gray.900">
              {t(`contentWall.keys.${entry.key}`)}
            </Heading>
            {dirty ? (
              <Badge colorPalette="orange" variant="subtle">
                {t('contentWall.editor.dirty')}
              </Badge>
            ) : null}
          </Flex>
          {updated === null ? null : (
            <Text fontSize="sm" color="gray.600">
              {t('contentWall.updatedLine', { time: updated })}
            </Text>
          )}
        </Flex>
        <ContentEntryForm
          key={formKey}
          entry={entry}
          onDirtyChange={onDirtyChange}
          onSaved={(saved) => {
            onChange(saved);
            reloadHistory();
          }}
        />
      </Box>
      <Box
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="lg"
        px={{ base: '4', md: '8' }}
        py={{ base: '5', md: '6' }}
      >
        <ContentVersionHistory
          entry={entry}
          reloadKey={historyKey}
          editorDirty={dirty}
          paging={{
            ...versionPage,
            onChange: (page, pageSize) =>
              setVersionPage((current) => ({
                page: pageSize === current.pageSize ? page : 1,
                pageSize,
              })),
          }}
          onRestored={(restored) => {
            onChange(restored);
            setFormKey((value) => value + 1);
            reloadHistory();
          }}
        />
      </Box>
    </Stack>
  );
}
