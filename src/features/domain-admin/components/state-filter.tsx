/** 全部状态 / 受理中 / 已关闭 as a labelled select above the domain list. */
import { Flex, NativeSelect, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { domainStates, type DomainStateFilter } from '../api/domain-admin-types';

type StateFilterProps = {
  value: DomainStateFilter | '';
  onChange: (value: DomainStateFilter | '') => void;
};

export function StateFilter({ value, onChange }: StateFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Flex align="center" flexShrink={0}>
      <VisuallyHidden asChild>
        <label htmlFor={id}>{t('domainAdmin.stateFilter')}</label>
      </VisuallyHidden>
      <NativeSelect.Root size="lg" width={{ base: 'full', md: '36' }}>
        <NativeSelect.Field
          id={id}
          bg="white"
          value={value}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onChange(domainStates.find((state) => state === next) ?? '');
          }}
        >
          <option value="">{t('domainAdmin.allStates')}</option>
          {domainStates.map((state) => (
            <option key={state} value={state}>
              {t(`domainAdmin.state.${state}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
