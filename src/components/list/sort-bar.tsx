/**
 * 排序: the orders a list offers, the current one pressed. Given the address each order leads to
 * (`hrefFor`), they are links the browser follows before the scripts run.
 */
import { Button, Flex, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { followInApp, pressOnSpace } from '@/lib/follow-in-app';

type SortBarProps<V extends string> = {
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  hrefFor?: (value: V) => string;
};

export function SortBar<V extends string>({ options, value, onChange, hrefFor }: SortBarProps<V>) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Flex align="center" gap="1" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontSize="sm" color="gray.600" me="1">
        {t('list.sortBy')}
      </Text>
      {options.map((option) => {
        const selected = option.value === value;
        const choose = () => onChange(option.value);
        return (
          <Button
            key={option.value}
            size="xs"
            variant={selected ? 'subtle' : 'ghost'}
            colorPalette={selected ? 'brand' : 'gray'}
            fontWeight={selected ? 'bold' : 'normal'}
            fontSize="sm"
            aria-pressed={selected}
            asChild={hrefFor !== undefined}
            onClick={hrefFor === undefined ? choose : undefined}
          >
            {hrefFor === undefined ? (
              option.label
            ) : (
              <a
                href={hrefFor(option.value)}
                role="button"
                onClick={followInApp(choose)}
                onKeyDown={pressOnSpace}
              >
                {option.label}
              </a>
            )}
          </Button>
        );
      })}
    </Flex>
  );
}
