/**
 * The filters in force, each a tag with a ✕ that removes it, and 清空筛选 to remove them all.
 * Absent when nothing is filtered. Given the addresses they lead to, ✕ and 清空筛选 are links the
 * browser follows before the scripts run.
 */
import { Button, CloseButton, Flex, Tag, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { followInApp, pressOnSpace } from '@/lib/follow-in-app';

export type ActiveFilter = { key: string; label: string };

type ActiveFilterTagsProps = {
  filters: ActiveFilter[];
  onRemove: (key: string) => void;
  onClear: () => void;
  hrefs?: { remove: (key: string) => string; clear: string };
};

export function ActiveFilterTags({ filters, onRemove, onClear, hrefs }: ActiveFilterTagsProps) {
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
            {hrefs === undefined ? (
              <CloseButton
                size="2xs"
                variant="plain"
                aria-label={t('list.removeFilter', { label: filter.label })}
                onClick={() => onRemove(filter.key)}
              />
            ) : (
              <CloseButton
                asChild
                size="2xs"
                variant="plain"
                aria-label={t('list.removeFilter', { label: filter.label })}
              >
                <a
                  href={hrefs.remove(filter.key)}
                  role="button"
                  onClick={followInApp(() => onRemove(filter.key))}
                  onKeyDown={pressOnSpace}
                >
                  <X aria-hidden="true" />
                </a>
              </CloseButton>
            )}
          </Tag.EndElement>
        </Tag.Root>
      ))}
      {hrefs === undefined ? (
        <Button size="xs" variant="plain" colorPalette="brand" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      ) : (
        <Button asChild size="xs" variant="plain" colorPalette="brand">
          <a
            href={hrefs.clear}
            role="button"
            onClick={followInApp(onClear)}
            onKeyDown={pressOnSpace}
          >
            {t('list.clearFilters')}
          </a>
        </Button>
      )}
    </Flex>
  );
}
