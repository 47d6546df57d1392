/**
 * 历史版本 of one entry: every saved text, newest first, paged, with 查看 and 恢复此版本. Restoring is
 * confirmed first — with a warning when the editor holds unsaved changes — and saves the chosen text
 * as a new version, so nothing is lost.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PagedListStates } from '@/components/list/paged-list-states';
import { defaultPageSize, parsePageSize } from '@/components/list/use-list-search-params';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import type { ContentVersion, ContentWallEntry } from '../api/content-wall-types';
import { restoreContentVersion } from '../api/restore-content-version';
import { useContentVersions } from '../hooks/use-content-versions';
import { ContentVersionDialog } from './content-version-dialog';
import { ContentVersionTable } from './content-version-table';

type ContentVersionHistoryProps = {
  entry: ContentWallEntry;
  /** The page of versions shown, kept by the workspace so a save can return to the first. */
  paging: { page: number; pageSize: number; onChange: (page: number, pageSize: number) => void };
  /** Bumped by the workspace after a save or a restore: the versions are loaded again. */
  reloadKey: number;
  /** The editor holds unsaved changes, which a restore would discard. */
  editorDirty: boolean;
  onRestored: (entry: ContentWallEntry) => void;
};

export function ContentVersionHistory({
  entry,
  paging,
  reloadKey,
  editorDirty,
  onRestored,
}: ContentVersionHistoryProps) {
  const { t } = useTranslation();
  const headingId = `content-versions-${entry.key}`;
  const entryLabel = t(`contentWall.keys.${entry.key}`);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Stack gap="1">
        <Heading as="h2" id={headingId} fontSize="lg" color="gray.900">
          {t('contentWall.versions.heading')}
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {t('contentWall.versions.lead')}
        </Text>
      </Stack>
      <VersionList
        key={reloadKey}
        entry={entry}
        entryLabel={entryLabel}
        paging={paging}
        editorDirty={editorDirty}
        onRestored={onRestored}
      />
    </Stack>
  );
}

function VersionList({
  entry,
  entryLabel,
  paging,
  editorDirty,
  onRestored,
}: Omit<ContentVersionHistoryProps, 'reloadKey'> & { entryLabel: string }) {
  const { t } = useTranslation();
  const versions = useContentVersions(entry.key, paging.page, paging.pageSize);
  const [viewing, setViewing] = useState<ContentVersion | null>(null);
  const [restoring, setRestoring] = useState<ContentVersion | null>(null);
  const [pending, setPending] = useState(false);

  async function restore() {
    if (restoring === null) return;
    setPending(true);
    const result = await restoreContentVersion({ key: entry.key, versionId: restoring.id });
    setPending(false);
    const version = restoring.version;
    setRestoring(null);
    if (!result.ok) return;
    if (result.unchanged || result.entry === null) {
      toaster.create({ type: 'info', description: t('contentWall.restore.unchanged') });
      return;
    }
    toaster.create({ type: 'success', description: t('contentWall.restore.done', { version }) });
    onRestored(result.entry);
  }

  return (
    <>
      <PagedListStates
        state={versions}
        skeleton={
          <Stack
            aria-label={t('contentWall.versions.loading')}
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="lg"
            p="5"
          >
            <TextSkeleton lines={4} />
          </Stack>
        }
        empty={{
          title: t('contentWall.versions.emptyTitle'),
          description: t('contentWall.versions.empty'),
        }}
        pagination={{
          pageSize: parsePageSize(paging.pageSize),
          onChange: paging.onChange,
          shownAbove: defaultPageSize,
        }}
      >
        {(data) => (
          <ContentVersionTable
            caption={t('contentWall.versions.caption', { title: entryLabel })}
            versions={data.list}
            onView={setViewing}
            onRestore={setRestoring}
          />
        )}
      </PagedListStates>

      <ContentVersionDialog
        version={viewing}
        onClose={() => setViewing(null)}
        onRestore={(version) => {
          setViewing(null);
          setRestoring(version);
        }}
      />
      <ConfirmDialog
        open={restoring !== null}
        title={t('contentWall.restore.title')}
        text={t(editorDirty ? 'contentWall.restore.dirtyText' : 'contentWall.restore.text', {
          title: entryLabel,
          version: restoring?.version ?? '',
        })}
        confirmLabel={t('contentWall.actions.restore')}
        cancelLabel={t('contentWall.actions.cancel')}
        tone={editorDirty ? 'red' : 'brand'}
        busy={pending}
        onConfirm={() => void restore()}
        onCancel={() => setRestoring(null)}
      />
    </>
  );
}
