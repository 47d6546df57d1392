/**
 * 专区管理 (/workspace/admin/domains): every domain, open or closed — searched by keyword, filtered by
 * state, paged, all in the address bar — with 新增专区, 编辑, 承诺书 (publishing a new version) and
 * 开放受理 / 暂停受理. Opening and closing are confirmed first; a closed domain keeps its cases, which
 * are still reviewed. Refusals are shown in the dialog that asked.
 */
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ChoiceFilter } from '@/components/form/choice-filter';
import { KeywordSearch } from '@/components/list/keyword-search';
import { PagedListStates } from '@/components/list/paged-list-states';
import { TableSkeleton } from '@/components/list/table-skeleton';
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
  closeDomain,
  createDomain,
  openDomain,
  publishCommitment,
  updateDomain,
} from '../api/change-domain';
import {
  domainStates,
  type DomainAdminDetail,
  type DomainAdminSummary,
  type DomainStateFilter,
} from '../api/domain-admin-types';
import { CommitmentDialog } from '../components/commitment-dialog';
import { DomainFormDialog } from '../components/domain-form-dialog';
import { DomainTable } from '../components/domain-table';
import type { DomainFields } from '../domain-form-values';
import { useDomainPage } from '../hooks/use-domain-page';

type Filters = { keyword: string; state: DomainStateFilter | '' };

const codecs: ParamCodecs<Filters> = {
  keyword: textParam(50),
  state: enumParam(domainStates, ''),
};

type Confirming = { kind: 'open' | 'close'; domain: DomainAdminSummary };

function saveDomain(
  editing: DomainAdminDetail | null,
  fields: DomainFields & { description: string },
) {
  if (editing === null) return createDomain(fields);
  const { code: _code, ...changes } = fields;
  return updateDomain({ id: editing.id, ...changes });
}

export function DomainAdminPage() {
  const { t } = useTranslation();
  return (
    <WorkspacePage title={t('routes.adminDomains')} description={t('domainAdmin.lead')}>
      <DomainAdmin />
    </WorkspacePage>
  );
}

function DomainAdmin() {
  const { t } = useTranslation();
  const { state, setFilters, setPage, clearFilters } = useListSearchParams(codecs);
  const list = useDomainPage(state);
  const [editing, setEditing] = useState<DomainAdminSummary | 'new' | null>(null);
  const [commitmentOf, setCommitmentOf] = useState<DomainAdminSummary | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const filtered = state.keyword !== '' || state.state !== '';

  const ask = (kind: Confirming['kind']) => (domain: DomainAdminSummary) => {
    setRefusal(null);
    setConfirming({ kind, domain });
  };

  async function confirm() {
    if (confirming === null) return;
    const { kind, domain } = confirming;
    setBusy(true);
    setRefusal(null);
    const outcome = kind === 'open' ? await openDomain(domain.id) : await closeDomain(domain.id);
    setBusy(false);
    if (!outcome.ok) {
      setRefusal(outcome.message || t('domainAdmin.stateFailed'));
      return;
    }
    setConfirming(null);
    list.retry();
    toaster.create({
      type: outcome.unchanged ? 'info' : 'success',
      description: t(`domainAdmin.${kind}.${outcome.unchanged ? 'already' : 'done'}`, {
        name: domain.name,
      }),
    });
  }

  return (
    <Stack gap="5">
      <Flex
        as="section"
        aria-label={t('domainAdmin.filters')}
        gap="3"
        direction={{ base: 'column', lg: 'row' }}
        align={{ base: 'stretch', lg: 'center' }}
      >
        <ChoiceFilter
          label={t('domainAdmin.stateFilter')}
          anyLabel={t('domainAdmin.allStates')}
          choices={domainStates}
          choiceLabel={(choice) => t(`domainAdmin.state.${choice}`)}
          value={state.state}
          onChange={(next) => setFilters({ state: next })}
        />
        <Flex flex="1" minWidth="0">
          <KeywordSearch
            label={t('domainAdmin.keyword')}
            placeholder={t('domainAdmin.keywordPlaceholder')}
            submitLabel={t('domainAdmin.search')}
            keyword={state.keyword}
            onSearch={(keyword) => setFilters({ keyword })}
          />
        </Flex>
        <Button colorPalette="brand" size="lg" flexShrink={0} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t('domainAdmin.add')}
        </Button>
      </Flex>

      <PagedListStates
        state={list}
        skeleton={<TableSkeleton columns={8} />}
        empty={{ title: t('domainAdmin.emptyTitle'), description: t('domainAdmin.emptyText') }}
        noMatch={
          filtered && {
            title: t('domainAdmin.noMatchTitle'),
            description: t('domainAdmin.noMatchText'),
            onClear: clearFilters,
          }
        }
        pagination={{ pageSize: state.pageSize, onChange: setPage }}
      >
        {(data) => (
          <DomainTable
            domains={data.list}
            onEdit={setEditing}
            onCommitment={setCommitmentOf}
            onOpen={ask('open')}
            onClose={ask('close')}
          />
        )}
      </PagedListStates>

      <DomainFormDialog
        target={editing}
        onSave={saveDomain}
        onSaved={(domain, created, unchanged) => {
          setEditing(null);
          list.retry();
          toaster.create({
            type: unchanged ? 'info' : 'success',
            description: unchanged
              ? t('domainAdmin.form.unchanged')
              : t(created ? 'domainAdmin.form.created' : 'domainAdmin.form.saved', {
                  name: domain.name,
                }),
          });
        }}
        onClose={() => setEditing(null)}
      />
      <CommitmentDialog
        domain={commitmentOf}
        onPublish={publishCommitment}
        onPublished={(version, unchanged) => {
          list.retry();
          toaster.create({
            type: unchanged ? 'info' : 'success',
            description: unchanged
              ? t('domainAdmin.commitment.unchanged')
              : t('domainAdmin.commitment.published', { version: version.version }),
          });
        }}
        onClose={() => setCommitmentOf(null)}
      />
      {(['open', 'close'] as const).map((kind) => (
        <ConfirmDialog
          key={kind}
          open={confirming?.kind === kind}
          title={t(`domainAdmin.${kind}.title`)}
          text={t(`domainAdmin.${kind}.text`, { name: confirming?.domain.name ?? '' })}
          confirmLabel={t(`domainAdmin.${kind}.confirm`)}
          cancelLabel={t('domainAdmin.cancel')}
          busyLabel={t(`domainAdmin.${kind}.busy`)}
          tone={kind === 'open' ? 'brand' : 'red'}
          busy={busy}
          error={refusal}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        >
          <Text fontSize="sm" color={kind === 'open' ? 'gray.600' : 'red.700'}>
            {t(`domainAdmin.${kind}.note`, { count: confirming?.domain.caseCount ?? 0 })}
          </Text>
        </ConfirmDialog>
      ))}
    </Stack>
  );
}
