/**
 * The result tabs: 全部, 数据资源, 数据产品, 文章, each with its number of hits for the keyword (the
 * server's `counts`). Choosing a tab changes the `kind` in the URL; the chosen tab's panel holds the
 * results (`children`). Each tab is a link to its kind's address, which the browser follows before
 * the scripts run.
 */
import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LightTabs } from '@/components/ui/light-tabs';
import { searchKinds, type SearchKind, type SearchResult } from '../api/search-site';

type TabValue = SearchKind | 'all';

type SearchTabsProps = {
  kind: SearchKind | '';
  counts: SearchResult['counts'] | null;
  onChange: (kind: SearchKind | '') => void;
  hrefFor: (kind: SearchKind | '') => string;
  children: ReactNode;
};

const kindOf = (value: TabValue): SearchKind | '' => (value === 'all' ? '' : value);

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
    <LightTabs
      value={kind === '' ? 'all' : kind}
      onValueChange={(value) => onChange(kindOf(value))}
      activation="manual"
      label={t('contentPages.search.tabsLabel')}
      triggerCss={{ px: '4', fontSize: 'md' }}
      contentCss={{ p: '0' }}
      tabs={tabs.map((tab) => ({
        value: tab.value,
        href: hrefFor(kindOf(tab.value)),
        ariaLabel:
          tab.count === null
            ? tab.label
            : t('contentPages.search.tabWithCount', { label: tab.label, count: tab.count }),
        label: (
          <>
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
          </>
        ),
      }))}
    >
      {children}
    </LightTabs>
  );
}
