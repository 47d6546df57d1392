/**
 * The empty state of a list: what is missing, a hint, and 清空筛选 when filters are set. A list may
 * show its own icon, and one nested under a section heading takes a lower heading level.
 */
import { Button, EmptyState } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { followInApp, pressOnSpace } from '@/lib/follow-in-app';

export type ListEmptyStateProps = {
  title: string;
  description: string;
  onClear?: () => void;
  /** Where 清空筛选 leads, when the filters live in the address: it is a link there. */
  clearHref?: string | undefined;
  /** The picture above the title; a crossed-out magnifier when left out. */
  icon?: ReactNode;
  /** The title's heading level: h2 (the default) for a page's list, h3 under a section heading. */
  level?: 'h2' | 'h3';
};

export function ListEmptyState({
  title,
  description,
  onClear,
  clearHref,
  icon = <SearchX />,
  level = 'h2',
}: ListEmptyStateProps) {
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
        <EmptyState.Indicator color="brand.300">{icon}</EmptyState.Indicator>
        <EmptyState.Title as={level} fontSize={level === 'h2' ? 'lg' : 'md'}>
          {title}
        </EmptyState.Title>
        <EmptyState.Description textAlign="center">{description}</EmptyState.Description>
        {onClear && clearHref !== undefined ? (
          <Button asChild size="sm" colorPalette="brand" variant="outline">
            <a
              href={clearHref}
              role="button"
              onClick={followInApp(onClear)}
              onKeyDown={pressOnSpace}
            >
              {t('list.clearFilters')}
            </a>
          </Button>
        ) : null}
        {onClear && clearHref === undefined ? (
          <Button size="sm" colorPalette="brand" variant="outline" onClick={onClear}>
            {t('list.clearFilters')}
          </Button>
        ) : null}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
