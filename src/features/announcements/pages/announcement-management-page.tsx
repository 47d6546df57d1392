/**
 * 公告管理 (/workspace/content/announcements): content editors' list of announcements, drafts and
 * published, most recently updated first — filtered by status and keyword, paged in the address bar —
 * with 新建公告, 编辑 and 发布 / 取消发布 (each confirmed first).
 */
import { Button, Flex, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { ChoiceFilter } from '@/components/form/choice-filter';
import { KeywordSearch } from '@/components/list/keyword-search';
import { PagedListStates } from '@/components/list/paged-list-states';
import { ResultListSkeleton } from '@/components/list/result-list-skeleton';
import {
  enumParam,
  textParam,
  useListSearchParams,
  type ParamCodecs,
} from '@/components/list/use-list-search-params';
import { WorkspacePage } from '@/components/page/workspace-page';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import {
  announcementStatuses,
  type AnnouncementStatus,
  type AnnouncementSummary,
} from '../api/announcement-types';
import { publishAnnouncement, unpublishAnnouncement } from '../api/change-announcement';
import { newAnnouncementAddress } from '../announcement-paths';
import { AnnouncementTable } from '../components/announcement-table';
import { useAnnouncementPage } from '../hooks/use-announcement-page';

type Filters = { status: AnnouncementStatus | ''; keyword: string };

const codecs: ParamCodecs<Filters> = {
  status: enumParam(announcementStatuses, ''),
  keyword: textParam(50),
};

type Confirming = { kind: 'publish' | 'unpublish'; item: AnnouncementSummary };

export function AnnouncementManagementPage() {
  const { t } = useTranslation();
  return (
    <WorkspacePage
      title={t('routes.contentAnnouncements')}
      description={t('announcements.management.lead')}
    >
      <AnnouncementManagement />
    </WorkspacePage>
  );
}

function AnnouncementManagement() {
  const { t } = useTranslation();
  const { state, setFilters, setPage, clearFilters } = useListSearchParams(codecs);
  const list = useAnnouncementPage({
    status: state.status === '' ? undefined : state.status,
    keyword: state.keyword,
    page: state.page,
    pageSize: state.pageSize,
  });
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [pending, setPending] = useState(false);
  const filtered = state.status !== '' || state.keyword !== '';

  async function confirm() {
    if (confirming === null) return;
    setPending(true);
    const { kind, item } = confirming;
    const result =
      kind === 'publish'
        ? await publishAnnouncement(item.id)
        : await unpublishAnnouncement(item.id);
    setPending(false);
    setConfirming(null);
    if (!result.ok) return;
    toaster.create({
      type: 'success',
      description:
        kind === 'publish'
          ? t('announcements.editor.published')
          : t('announcements.editor.unpublished'),
    });
    list.retry();
  }

  return (
    <Stack gap="5">
      <Flex
        as="section"
        aria-label={t('announcements.management.filters')}
        gap="3"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'center' }}
      >
        <ChoiceFilter
          label={t('announcements.management.statusFilter')}
          anyLabel={t('announcements.management.allStatuses')}
          choices={announcementStatuses}
          choiceLabel={(status) => t(`announcements.status.${status}`)}
          value={state.status}
          onChange={(status) => setFilters({ status })}
          width="40"
        />
        <Flex flex="1" minWidth="0">
          <KeywordSearch
            label={t('announcements.management.keyword')}
            placeholder={t('announcements.management.keywordPlaceholder')}
            submitLabel={t('announcements.management.search')}
            keyword={state.keyword}
            onSearch={(keyword) => setFilters({ keyword })}
          />
        </Flex>
        <Button asChild colorPalette="brand" size="lg" flexShrink={0}>
          <RouterLink to={newAnnouncementAddress}>
            <Plus aria-hidden="true" />
            {t('announcements.actions.create')}
          </RouterLink>
        </Button>
      </Flex>

      <PagedListStates
        state={list}
        skeleton={<ResultListSkeleton count={4} />}
        empty={{
          title: t('announcements.management.emptyTitle'),
          description: t('announcements.management.emptyText'),
        }}
        noMatch={
          filtered && {
            title: t('announcements.management.noMatchTitle'),
            description: t('announcements.management.noMatchText'),
            onClear: clearFilters,
          }
        }
        pagination={{ pageSize: state.pageSize, onChange: setPage }}
      >
        {(data) => (
          <AnnouncementTable
            items={data.list}
            onPublish={(item) => setConfirming({ kind: 'publish', item })}
            onUnpublish={(item) => setConfirming({ kind: 'unpublish', item })}
          />
        )}
      </PagedListStates>

      <ConfirmDialog
        open={confirming?.kind === 'publish'}
        title={t('announcements.confirm.publishTitle')}
        text={t('announcements.confirm.publishText', { title: confirming?.item.title ?? '' })}
        confirmLabel={t('announcements.actions.publish')}
        cancelLabel={t('announcements.actions.cancel')}
        busy={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming?.kind === 'unpublish'}
        title={t('announcements.confirm.unpublishTitle')}
        text={t('announcements.confirm.unpublishText', { title: confirming?.item.title ?? '' })}
        confirmLabel={t('announcements.actions.unpublish')}
        cancelLabel={t('announcements.actions.cancel')}
        tone="red"
        busy={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
