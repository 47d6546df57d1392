/** The empty state of a filtered list: what is missing, a hint, and 清空筛选 when filters are set. */
import { Button, EmptyState } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type ListEmptyStateProps = { title: string; description: string; onClear?: () => void };

export function ListEmptyState({ title, description, onClear }: ListEmptyStateProps) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      py={{ base: '10', md: '14' }}
    >
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.300">
          <SearchX />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2" fontSize="lg">
          {title}
        </EmptyState.Title>
        <EmptyState.Description textAlign="center">{description}</EmptyState.Description>
        {onClear ? (
          <Button size="sm" colorPalette="brand" variant="outline" onClick={onClear}>
            {t('list.clearFilters')}
          </Button>
        ) : null}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
