/**
 * The result tabs: 全部, 数据资源, 数据产品, 文章, each with its number of hits for the keyword (the
 * server's `counts`). Choosing a tab changes the `kind` in the URL; the chosen tab's panel holds the
 * results (`children`). Each tab is a link to its kind's address, which the browser follows before
 * the scripts run.
 */
import { Badge, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { followInApp } from '@/lib/follow-in-app';
import { searchKinds, type SearchKind, type SearchResult } from '../api/search-site';

type TabValue = SearchKind | 'all';

type SearchTabsProps = {
  kind: SearchKind | '';
  counts: SearchResult['counts'] | null;
  onChange: (kind: SearchKind | '') => void;
  hrefFor: (kind: SearchKind | '') => string;
  children: ReactNode;
};

function toKind(value: string): SearchKind | '' {
  return (searchKinds as readonly string[]).includes(value) ? (value as SearchKind) : '';
}

export function SearchTabs({ kind, counts, onChange, hrefFor, children }: SearchTabsProps) {
  const { t } = useTranslation();
  const total = counts === null ? null : counts.resource + counts.product + counts.article;
  const tabs: { value: TabValue; label: string; count: number | null }[] = [
    { value: 'all', label: t('contentPages.search.all'), count: total },
    ...searchKinds.map((value) => ({
      value,
      label: t(`contentPages.search.kinds.${value}`),
      count: counts === null ? null : counts[value],
    })),
  ];
  return (
    <Tabs.Root
      value={kind === '' ? 'all' : kind}
      onValueChange={(details) => onChange(toKind(details.value))}
      variant="line"
      colorPalette="brand"
      activationMode="manual"
    >
      <Tabs.List aria-label={t('contentPages.search.tabsLabel')}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} px="4" fontSize="md" asChild>
            {/* The link chooses the kind itself; the tabs' own handling then leaves the click. */}
            <a
              href={hrefFor(toKind(tab.value))}
              onClick={followInApp(() => onChange(toKind(tab.value)))}
              aria-label={
                tab.count === null
                  ? tab.label
                  : t('contentPages.search.tabWithCount', { label: tab.label, count: tab.count })
              }
            >
              {tab.label}
              {tab.count === null ? null : (
                <Badge
                  ms="1"
                  variant="subtle"
                  colorPalette={tab.count > 0 ? 'brand' : 'gray'}
                  rounded="full"
                  data-count={tab.value}
                >
                  {tab.count}
                </Badge>
              )}
            </a>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={kind === '' ? 'all' : kind} p="0">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
