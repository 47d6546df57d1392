/** The operator roles, loaded once for the role filter, the admin form and 角色权限. */
import { useAsyncData } from '@/lib/use-async-data';
import { listRoles } from '../api/list-roles';

export function useRoles() {
  return useAsyncData(['POST /primary/admin/role-list'], listRoles);
}
