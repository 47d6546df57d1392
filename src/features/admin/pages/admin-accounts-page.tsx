/**
 * 管理员管理 (/workspace/admin/accounts): the platform's operator accounts — searched by keyword,
 * filtered by role and status, paged, all in the address bar — with 新增管理员, 编辑, 重置密码 and
 * 停用 / 启用. A generated password (new account, reset) is shown once in its own dialog; 重置密码,
 * 停用 and 启用 are confirmed first, and a refusal is shown in the dialog that asked.
 */
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { UserPlus } from 'lucide-react';
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
  type ParamCodec,
  type ParamCodecs,
} from '@/components/list/use-list-search-params';
import { WorkspacePage } from '@/components/page/workspace-page';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import { accountStatuses, type AccountStatus, type Admin } from '../api/admin-types';
import {
  createAdmin,
  disableAdmin,
  enableAdmin,
  resetAdminPassword,
  updateAdmin,
} from '../api/change-admin';
import { AdminFormDialog } from '../components/admin-form-dialog';
import { AdminTable } from '../components/admin-table';
import {
  OneTimePasswordDialog,
  type OneTimePassword,
} from '../components/one-time-password-dialog';
import { RoleFilter } from '../components/role-filter';
import { useAdminPage } from '../hooks/use-admin-page';
import { useRoles } from '../hooks/use-roles';

type Filters = { keyword: string; roleId: string; status: AccountStatus | '' };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A role id, or '' (全部角色) for anything that is not one. */
const roleIdParam: ParamCodec<string> = {
  parse: (raw) => (raw !== null && UUID_PATTERN.test(raw) ? raw : ''),
  serialize: (value) => (value === '' ? undefined : value),
};

const codecs: ParamCodecs<Filters> = {
  keyword: textParam(50),
  roleId: roleIdParam,
  status: enumParam(accountStatuses, ''),
};

const formActions = { create: createAdmin, update: updateAdmin };

type Confirming = { kind: 'reset' | 'disable' | 'enable'; admin: Admin };

export function AdminAccountsPage() {
  const { t } = useTranslation();
  return (
    <WorkspacePage title={t('routes.adminAccounts')} description={t('admin.accounts.lead')}>
      <AdminAccounts />
    </WorkspacePage>
  );
}

function AdminAccounts() {
  const { t } = useTranslation();
  const { state, setFilters, setPage, clearFilters } = useListSearchParams(codecs);
  const roles = useRoles();
  const list = useAdminPage(state);
  const [editing, setEditing] = useState<Admin | 'new' | null>(null);
  const [password, setPassword] = useState<OneTimePassword | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const filtered = state.keyword !== '' || state.roleId !== '' || state.status !== '';

  const ask = (kind: Confirming['kind']) => (admin: Admin) => {
    setRefusal(null);
    setConfirming({ kind, admin });
  };

  async function confirm() {
    if (confirming === null) return;
    const { kind, admin } = confirming;
    setBusy(true);
    setRefusal(null);
    if (kind === 'reset') {
      const outcome = await resetAdminPassword(admin.id);
      setBusy(false);
      if (!outcome.ok) {
        setRefusal(outcome.message || t('admin.accounts.reset.failed'));
        return;
      }
      setConfirming(null);
      setPassword({
        kind: 'reset',
        name: admin.name,
        account: admin.account,
        password: outcome.data,
      });
      return;
    }
    const outcome = kind === 'disable' ? await disableAdmin(admin.id) : await enableAdmin(admin.id);
    setBusy(false);
    if (!outcome.ok) {
      setRefusal(outcome.message || t('admin.accounts.statusFailed'));
      return;
    }
    setConfirming(null);
    list.put(outcome.data);
    toaster.create({
      type: outcome.unchanged ? 'info' : 'success',
      description: t(`admin.accounts.${kind}.${outcome.unchanged ? 'already' : 'done'}`, {
        name: admin.name,
      }),
    });
  }

  return (
    <Stack gap="5">
      <Flex
        as="section"
        aria-label={t('admin.accounts.filters')}
        gap="3"
        direction={{ base: 'column', lg: 'row' }}
        align={{ base: 'stretch', lg: 'center' }}
      >
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <RoleFilter
            roles={roles}
            value={state.roleId}
            onChange={(roleId) => setFilters({ roleId })}
          />
          <ChoiceFilter
            label={t('admin.statusFilter')}
            anyLabel={t('admin.allStatuses')}
            choices={accountStatuses}
            choiceLabel={(choice) => t(`admin.status.${choice}`)}
            value={state.status}
            onChange={(status) => setFilters({ status })}
          />
        </Flex>
        <Flex flex="1" minWidth="0">
          <KeywordSearch
            label={t('admin.accounts.keyword')}
            placeholder={t('admin.accounts.keywordPlaceholder')}
            submitLabel={t('admin.search')}
            keyword={state.keyword}
            onSearch={(keyword) => setFilters({ keyword })}
          />
        </Flex>
        <Button colorPalette="brand" size="lg" flexShrink={0} onClick={() => setEditing('new')}>
          <UserPlus aria-hidden="true" />
          {t('admin.accounts.add')}
        </Button>
      </Flex>

      <PagedListStates
        state={list}
        skeleton={<TableSkeleton columns={7} />}
        empty={{
          title: t('admin.accounts.emptyTitle'),
          description: t('admin.accounts.emptyText'),
        }}
        noMatch={
          filtered && {
            title: t('admin.accounts.noMatchTitle'),
            description: t('admin.accounts.noMatchText'),
            onClear: clearFilters,
          }
        }
        pagination={{ pageSize: state.pageSize, onChange: setPage }}
      >
        {(data) => (
          <AdminTable
            admins={data.list}
            onEdit={setEditing}
            onResetPassword={ask('reset')}
            onDisable={ask('disable')}
            onEnable={ask('enable')}
          />
        )}
      </PagedListStates>

      <AdminFormDialog
        target={editing}
        roles={roles}
        actions={formActions}
        onCreated={({ admin, password: initial }) => {
          setEditing(null);
          setPassword({
            kind: 'created',
            name: admin.name,
            account: admin.account,
            password: initial,
          });
          list.retry();
        }}
        onUpdated={(admin, unchanged) => {
          setEditing(null);
          list.put(admin);
          toaster.create({
            type: unchanged ? 'info' : 'success',
            description: unchanged
              ? t('admin.accounts.form.unchanged')
              : t('admin.accounts.form.saved', { name: admin.name }),
          });
        }}
        onClose={() => setEditing(null)}
      />
      <OneTimePasswordDialog shown={password} onClose={() => setPassword(null)} />
      {(['reset', 'disable', 'enable'] as const).map((kind) => (
        <ConfirmDialog
          key={kind}
          open={confirming?.kind === kind}
          title={t(`admin.accounts.${kind}.title`)}
          text={t(`admin.accounts.${kind}.text`, {
            name: confirming?.admin.name ?? '',
            account: confirming?.admin.account ?? '',
          })}
          confirmLabel={t(`admin.accounts.${kind}.confirm`)}
          cancelLabel={t('admin.accounts.cancel')}
          busyLabel={t(`admin.accounts.${kind}.busy`)}
          tone={kind === 'enable' ? 'brand' : 'red'}
          busy={busy}
          error={refusal}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        >
          <Text fontSize="sm" color={kind === 'enable' ? 'gray.600' : 'red.700'}>
            {t(`admin.accounts.${kind}.note`)}
          </Text>
        </ConfirmDialog>
      ))}
    </Stack>
  );
}
