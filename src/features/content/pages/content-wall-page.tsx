/**
 * 内容配置 (/workspace/content/wall): content editors (`content:edit`) keep the texts of the content
 * wall — 关于平台, 隐私政策声明, 首页公告 — up to date. The entry is chosen in the address (`?key=`);
 * its title and rich-text body are edited, previewed and saved, and every earlier version can be
 * viewed and restored.
 */
import { Box, Grid, Skeleton, Stack } from '@chakra-ui/react';
import { FileX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { ListStates } from '@/components/list/list-states';
import { WorkspacePage } from '@/components/page/workspace-page';
import { TextSkeleton } from '@/components/page/text-skeleton';
import type { ContentWallEntry, ContentWallKey } from '../api/content-wall-types';
import { ContentEntryPicker } from '../components/content-entry-picker';
import { ContentEntryWorkspace } from '../components/content-entry-workspace';
import { useContentWall } from '../hooks/use-content-wall';

export function ContentWallPage() {
  const { t } = useTranslation();
  return (
    <WorkspacePage title={t('routes.contentWall')} description={t('contentWall.lead')}>
      <ContentWall />
    </WorkspacePage>
  );
}

function ContentWall() {
  const { t } = useTranslation();
  const wall = useContentWall();
  return (
    <ListStates
      state={wall}
      skeleton={
        <Grid
          templateColumns={{ base: '1fr', lg: '260px minmax(0, 1fr)' }}
          gap="6"
          aria-busy="true"
          aria-label={t('contentWall.loading')}
        >
          <Stack gap="2">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="20" rounded="md" />
            ))}
          </Stack>
          <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="8">
            <TextSkeleton lines={10} />
          </Box>
        </Grid>
      }
      empty={{
        title: t('contentWall.entriesEmptyTitle'),
        description: t('contentWall.entriesEmptyText'),
        icon: <FileX />,
      }}
    >
      {(entries) => <ContentWallEditor entries={entries} />}
    </ListStates>
  );
}

function ContentWallEditor({ entries }: { entries: readonly ContentWallEntry[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Entries as saved on this page since the wall was loaded.
  const [changed, setChanged] = useState<Partial<Record<ContentWallKey, ContentWallEntry>>>({});
  const current = entries.map((entry) => changed[entry.key] ?? entry);
  const wanted = searchParams.get('key');
  const selected = current.find((entry) => entry.key === wanted) ?? current[0];

  // A missing or unknown key opens the first entry, and the address says which one.
  useEffect(() => {
    if (selected === undefined || wanted === selected.key) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('key', selected.key);
        return next;
      },
      { replace: true },
    );
  }, [selected, wanted, setSearchParams]);

  if (selected === undefined) return null;
  return (
    <Grid templateColumns={{ base: '1fr', lg: '260px minmax(0, 1fr)' }} gap="6" alignItems="start">
      <ContentEntryPicker entries={current} selected={selected.key} />
      <ContentEntryWorkspace
        key={selected.key}
        entry={selected}
        onChange={(entry) => setChanged((saved) => ({ ...saved, [entry.key]: entry }))}
      />
    </Grid>
  );
}
