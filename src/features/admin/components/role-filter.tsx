/** 全部角色 and every operator role as a labelled select; while the roles load only 全部角色 is offered. */
import { Flex, NativeSelect, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AsyncDataState } from '@/lib/use-async-data';
import type { Role } from '../api/admin-types';

type RoleFilterProps = {
  roles: AsyncDataState<Role[]>;
  value: string;
  onChange: (roleId: string) => void;
};

export function RoleFilter({ roles, value, onChange }: RoleFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const options = roles.status === 'success' ? roles.data : [];
  return (
    <Flex align="center" flexShrink={0}>
      <VisuallyHidden asChild>
        <label htmlFor={id}>{t('admin.accounts.roleFilter')}</label>
      </VisuallyHidden>
      <NativeSelect.Root size="lg" width={{ base: 'full', md: '40' }}>
        <NativeSelect.Field
          id={id}
          bg="white"
          value={options.some((role) => role.id === value) ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">{t('admin.accounts.allRoles')}</option>
          {options.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
