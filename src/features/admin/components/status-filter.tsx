/** 全部状态 / 启用 / 停用 as a labelled select, for the lists of accounts and clients. */
import { Flex, NativeSelect, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { accountStatuses, type AccountStatus } from '../api/admin-types';

type StatusFilterProps = {
  value: AccountStatus | '';
  onChange: (value: AccountStatus | '') => void;
};

export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Flex align="center" flexShrink={0}>
      <VisuallyHidden asChild>
        <label htmlFor={id}>{t('admin.statusFilter')}</label>
      </VisuallyHidden>
      <NativeSelect.Root size="lg" width={{ base: 'full', md: '36' }}>
        <NativeSelect.Field
          id={id}
          bg="white"
          value={value}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onChange(accountStatuses.find((status) => status === next) ?? '');
          }}
        >
          <option value="">{t('admin.allStatuses')}</option>
          {accountStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`admin.status.${status}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
