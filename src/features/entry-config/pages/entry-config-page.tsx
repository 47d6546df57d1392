/**
 * 入驻材料配置 (/workspace/content/entry-config): for content editors, the materials each data domain
 * asks applicants to upload. The domain is chosen in the address (`?domainId=`); its materials are
 * listed with 新增, 编辑, 启用/停用 and 删除. The choices are the domains accepting applications and
 * the one the address names when it is closed: 专区管理 links a new domain here, to be given its
 * materials before it opens (an unknown one ends at /404). The client shows no toast for status,
 * update and delete (spec §8), so this page shows their errors itself.
 */
import {
  Alert,
  Box,
  Button,
  CloseButton,
  EmptyState,
  Field,
  Flex,
  Heading,
  NativeSelect,
  Stack,
} from '@chakra-ui/react';
import { FolderOpen, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { ListStates } from '@/components/list/list-states';
import { LoadError } from '@/components/page/load-error';
import { PageContainer } from '@/components/page/page-container';
import { PageHeader } from '@/components/page/page-header';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { toaster } from '@/components/ui/toaster';
import { paths } from '@/config/routes';
import { getDomain } from '@/api/domains/get-domain';
import { useDomainOptions, type DomainOption } from '@/api/domains/use-domain-options';
import { isRecordId } from '@/lib/is-record-id';
import { useAsyncData } from '@/lib/use-async-data';
import type { EntryConfig } from '../api/list-entry-configs';
import { DeleteEntryConfigDialog } from '../components/delete-entry-config-dialog';
import { EntryConfigFormDialog } from '../components/entry-config-form-dialog';
import { EntryConfigTable } from '../components/entry-config-table';
import { useEntryConfigActions } from '../hooks/use-entry-config-actions';
import { useEntryConfigs } from '../hooks/use-entry-configs';

export function EntryConfigPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('routes.contentEntryConfig')}
        description={t('entryConfig.intro')}
        root={{ to: paths.workspaceHome, label: t('routes.workspaceHome') }}
      />
      <PageContainer py={{ base: '5', md: '8' }}>
        <DomainEntryConfigs />
      </PageContainer>
    </>
  );
}

function DomainEntryConfigs() {
  const { t } = useTranslation();
  const domains = useDomainOptions();
  const [searchParams, setSearchParams] = useSearchParams();
  const choose = (id: string) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('domainId', id);
      return params;
    });

  if (domains.status === 'loading') return <TextSkeleton lines={4} />;
  if (domains.status === 'error')
    return <LoadError message={domains.message} onRetry={domains.retry} />;
  const wanted = searchParams.get('domainId');
  // The shared options hold the domains accepting applications; one the address names that is not
  // among them is closed (just created in 专区管理, or paused), and still needs its materials.
  if (isRecordId(wanted) && !domains.data.some((option) => option.id === wanted)) {
    return <ClosedDomain key={wanted} id={wanted} openDomains={domains.data} onChoose={choose} />;
  }
  if (domains.data.length === 0) {
    return (
      <EmptyState.Root bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" py="12">
        <EmptyState.Content>
          <EmptyState.Title as="h2" fontSize="lg">
            {t('entryConfig.domainsEmpty')}
          </EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  const domain = domains.data.find((option) => option.id === wanted) ?? domains.data[0];
  if (domain === undefined) return null;
  return <DomainChooser domain={domain} options={domains.data} onChoose={choose} />;
}

function ClosedDomain({
  id,
  openDomains,
  onChoose,
}: {
  id: string;
  openDomains: readonly DomainOption[];
  onChoose: (id: string) => void;
}) {
  const load = useCallback(() => getDomain(id), [id]);
  const state = useAsyncData(['GET /web/domain/detail', { id }], load);
  if (state.status === 'loading') return <TextSkeleton lines={4} />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={state.retry} />;
  const domain = { id: state.data.id, name: state.data.name };
  return (
    <DomainChooser domain={domain} options={[domain, ...openDomains]} onChoose={onChoose} closed />
  );
}

function DomainChooser({
  domain,
  options,
  onChoose,
  closed = false,
}: {
  domain: DomainOption;
  options: readonly DomainOption[];
  onChoose: (id: string) => void;
  /** The domain does not accept applications (yet): applicants do not see it. */
  closed?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <Field.Root maxWidth="sm">
        <Field.Label>{t('entryConfig.domain')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={domain.id}
            bg="white"
            onChange={(event) => onChoose(event.currentTarget.value)}
          >
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.id === domain.id && closed
                  ? t('entryConfig.closedOption', { name: option.name })
                  : option.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {closed ? (
        <Alert.Root status="info" rounded="md">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">
            {t('entryConfig.closedNote', { name: domain.name })}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <DomainMaterials key={domain.id} domain={domain} />
    </Stack>
  );
}

function DomainMaterials({ domain }: { domain: DomainOption }) {
  const { t } = useTranslation();
  const configs = useEntryConfigs(domain.id);
  const actions = useEntryConfigActions(domain.id);
  const [editing, setEditing] = useState<EntryConfig | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EntryConfig | null>(null);
  const [pendingStatus, setPendingStatus] = useState<{ id: string; enabled: boolean } | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [statusRevision, setStatusRevision] = useState(0);

  const toggle = async (config: EntryConfig, enabled: boolean) => {
    setPendingStatus({ id: config.id, enabled });
    setStatusError(null);
    const outcome = await actions.setStatus(config, enabled);
    setPendingStatus(null);
    if (outcome.ok) {
      configs.put(outcome.data);
      toaster.create({
        type: 'success',
        description: enabled
          ? t('entryConfig.statusEnabled', { name: config.name })
          : t('entryConfig.statusDisabled', { name: config.name }),
      });
    } else {
      setStatusRevision((value) => value + 1);
      setStatusError(t('entryConfig.statusFailed', { name: config.name, msg: outcome.message }));
    }
  };

  return (
    <Box as="section" aria-labelledby="entry-config-list-title">
      <Flex justify="space-between" align="center" gap="3" mb="3" wrap="wrap">
        <Heading as="h2" id="entry-config-list-title" fontSize="lg" color="gray.900">
          {t('entryConfig.listTitle', { domain: domain.name })}
        </Heading>
        <Button
          colorPalette="brand"
          size="sm"
          disabled={configs.status !== 'success'}
          onClick={() => setEditing('new')}
        >
          <Plus aria-hidden="true" />
          {t('entryConfig.add')}
        </Button>
      </Flex>
      {statusError !== null ? (
        <Alert.Root status="error" role="alert" mb="3">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal" flex="1">
            {statusError}
          </Alert.Title>
          <CloseButton
            size="sm"
            aria-label={t('common.dismissNotice')}
            onClick={() => setStatusError(null)}
          />
        </Alert.Root>
      ) : null}
      <ListStates
        state={configs}
        skeleton={<TextSkeleton lines={5} />}
        empty={{
          title: t('entryConfig.empty'),
          description: t('entryConfig.emptyText'),
          icon: <FolderOpen />,
          level: 'h3',
        }}
      >
        {(data) => (
          <EntryConfigTable
            configs={data}
            pendingStatus={pendingStatus}
            statusRevision={statusRevision}
            onToggle={(config, enabled) => void toggle(config, enabled)}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </ListStates>
      <EntryConfigFormDialog
        target={editing}
        onSave={actions.save}
        onSaved={(config, created) => {
          configs.put(config);
          setEditing(null);
          toaster.create({
            type: 'success',
            description: created
              ? t('entryConfig.form.created', { name: config.name })
              : t('entryConfig.form.updated', { name: config.name }),
          });
        }}
        onClose={() => setEditing(null)}
      />
      <DeleteEntryConfigDialog
        target={deleting}
        onDelete={actions.remove}
        onDeleted={(config) => {
          configs.remove(config.id);
          setDeleting(null);
          toaster.create({
            type: 'success',
            description: t('entryConfig.removeDialog.removed', { name: config.name }),
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
