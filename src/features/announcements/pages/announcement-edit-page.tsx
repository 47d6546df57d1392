/**
 * 公告编辑 (/workspace/annouce/:action): `add` writes a new announcement, `edit?id=…` changes one. For
 * content editors only (the router sends anyone else to /403); an unknown action, or an id that is
 * unknown or malformed, ends at /404.
 */
import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/page/load-error';
import { WorkspacePage } from '@/components/page/workspace-page';
import { RecordMissing } from '@/components/page/record-missing';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { paths } from '@/config/routes';
import { isRecordId } from '@/lib/is-record-id';
import type { ReactNode } from 'react';
import { AnnouncementForm } from '../components/announcement-form';
import { useAnnouncement } from '../hooks/use-announcement';

export function AnnouncementEditPage() {
  const { action } = useParams();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation();

  if (action !== 'add' && action !== 'edit') return <RecordMissing />;
  if (action === 'add') {
    return (
      <EditorFrame lead={t('announcements.editor.addLead')}>
        <AnnouncementForm announcement={null} />
      </EditorFrame>
    );
  }
  const id = searchParams.get('id');
  if (!isRecordId(id)) return <RecordMissing />;
  return <ExistingAnnouncement key={id} id={id} />;
}

function EditorFrame({ lead, children }: { lead: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <WorkspacePage title={t('routes.workspaceAnnounce')} description={lead ?? undefined}>
      <Stack gap="4" maxWidth="5xl" mx="auto">
        <Flex justify="flex-end">
          <Button asChild variant="ghost" colorPalette="brand" size="sm">
            <RouterLink to={paths.contentAnnouncements}>
              <ArrowLeft aria-hidden="true" />
              {t('announcements.actions.backToList')}
            </RouterLink>
          </Button>
        </Flex>
        {children}
      </Stack>
    </WorkspacePage>
  );
}

function ExistingAnnouncement({ id }: { id: string }) {
  const { t } = useTranslation();
  const loaded = useAnnouncement(id);

  if (loaded.status === 'success' && !loaded.data.found) return <RecordMissing />;

  return (
    <EditorFrame lead={t('announcements.editor.editLead')}>
      {loaded.status === 'loading' ? (
        <Box
          aria-busy="true"
          aria-label={t('announcements.editor.loading')}
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          rounded="lg"
          p="8"
        >
          <TextSkeleton lines={10} />
        </Box>
      ) : loaded.status === 'error' ? (
        <LoadError message={loaded.message} onRetry={loaded.retry} />
      ) : loaded.data.found ? (
        <AnnouncementForm announcement={loaded.data.announcement} />
      ) : null}
    </EditorFrame>
  );
}
