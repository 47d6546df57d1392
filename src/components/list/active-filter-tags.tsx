/**
 * The filters in force, each a tag with a ✕ that removes it, and 清空筛选 to remove them all.
 * Absent when nothing is filtered.
 */
import { Button, CloseButton, Flex, Tag, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export type ActiveFilter = { key: string; label: string };

type ActiveFilterTagsProps = {
  filters: ActiveFilter[];
  onRemove: (key: string) => void;
  onClear: () => void;
};

export function ActiveFilterTags({ filters, onRemove, onClear }: ActiveFilterTagsProps) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  return (
    <Flex align="center" wrap="wrap" gap="2" aria-label={t('list.activeFilters')} role="group">
      <Text fontSize="sm" color="gray.600">
        {t('list.activeFilters')}
      </Text>
      {filters.map((filter) => (
        <Tag.Root key={filter.key} size="lg" colorPalette="brand" variant="subtle">
          <Tag.Label>{filter.label}</Tag.Label>
          <Tag.EndElement>
            <CloseButton
              size="2xs"
              variant="plain"
              aria-label={t('list.removeFilter', { label: filter.label })}
              onClick={() => onRemove(filter.key)}
            />
          </Tag.EndElement>
        </Tag.Root>
      ))}
      <Button size="xs" variant="plain" colorPalette="brand" onClick={onClear}>
        {t('list.clearFilters')}
      </Button>
    </Flex>
  );
}
