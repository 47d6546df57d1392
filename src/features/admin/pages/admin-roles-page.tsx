/**
 * 角色权限 (/workspace/admin/roles): the operator roles, what each is for and the rights it grants, in
 * words. The roles are the platform's fixed catalogue, so the page only shows them.
 */
import { Alert, SimpleGrid, Stack } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { ListStates } from '@/components/list/list-states';
import { ResultListSkeleton } from '@/components/list/result-list-skeleton';
import { WorkspacePage } from '@/components/page/workspace-page';
import { RoleCard } from '../components/role-card';
import { useRoles } from '../hooks/use-roles';

export function AdminRolesPage() {
  const { t } = useTranslation();
  return (
    <WorkspacePage title={t('routes.adminRoles')} description={t('admin.roles.lead')}>
      <RoleList />
    </WorkspacePage>
  );
}

function RoleList() {
  const { t } = useTranslation();
  const roles = useRoles();
  return (
    <ListStates
      state={roles}
      skeleton={<ResultListSkeleton count={3} />}
      empty={{
        title: t('admin.roles.emptyTitle'),
        description: t('admin.roles.emptyText'),
        icon: <ShieldCheck />,
      }}
    >
      {(data) => (
        <Stack gap="5">
          <Alert.Root status="info" variant="subtle">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{t('admin.roles.readOnly')}</Alert.Title>
          </Alert.Root>
          <SimpleGrid
            as="section"
            aria-label={t('admin.roles.listLabel')}
            columns={{ base: 1, md: 2, xl: 3 }}
            gap="4"
          >
            {data.map((role) => (
              <RoleCard key={role.id} role={role} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </ListStates>
  );
}
