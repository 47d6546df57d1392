/** 排序: the orders a list offers, the current one pressed. */
import { Button, Flex, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type SortBarProps<V extends string> = {
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
};

export function SortBar<V extends string>({ options, value, onChange }: SortBarProps<V>) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Flex align="center" gap="1" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontSize="sm" color="gray.600" me="1">
        {t('list.sortBy')}
      </Text>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <Button
            key={option.value}
            size="xs"
            variant={selected ? 'subtle' : 'ghost'}
            colorPalette={selected ? 'brand' : 'gray'}
            fontWeight={selected ? 'bold' : 'normal'}
            fontSize="sm"
            aria-pressed={selected}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </Flex>
  );
}
