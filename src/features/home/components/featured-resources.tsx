/**
 * 精选数据资源: the most viewed and the latest data resources, one tab each, every row a link to the
 * resource's detail page. Each tab loads on its own, with its own skeleton and error state.
 */
import { Badge, Box, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { TextFunction } from '@/i18n/text-key';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { ListStates } from '@/components/list/list-states';
import { paths, withQuery } from '@/config/routes';
import { formatPublishDate } from '@/lib/format-publish-date';
import { useAsyncData } from '@/lib/use-async-data';
import { ListSkeleton } from '@/components/home-section/list-skeleton';
import { MoreLink } from '@/components/home-section/more-link';
import { useHydrated } from '@/lib/use-hydrated';
import { LightTabs } from '@/components/ui/light-tabs';
import { SectionHeading } from '@/components/home-section/section-heading';
import { listRowStyles, rowLinkStyles } from '@/components/ui/plain-parts';
import { SectionPanel } from '@/components/home-section/section-panel';
import {
  listFeaturedResources,
  type FeaturedOrder,
  type FeaturedResource,
} from '../api/list-featured';
import { formatFigureCount } from '../format-figures';

const FEATURED_COUNT = 6;

/** `t` is the list's: a section draws several rows, and each one's own useTranslation costs more than the row. */
function ResourceRow({ resource, t }: { resource: FeaturedResource; t: TextFunction }) {
  return (
    <li>
      <div data-part="head">
        <RouterLink to={withQuery(paths.dataResourceDetail, { id: resource.id })}>
          {resource.name}
        </RouterLink>
        <Badge
          flexShrink={0}
          variant="subtle"
          colorPalette={resource.openType === 'unconditional' ? 'green' : 'orange'}
        >
          {t(`contentPages.featured.openType.${resource.openType}`)}
        </Badge>
      </div>
      <div data-part="meta">
        <p>{resource.provider}</p>
        <p>{resource.theme}</p>
        <p data-part="views">
          <Eye size={14} aria-hidden="true" />
          {t('contentPages.featured.views', { value: formatFigureCount(resource.viewCount) })}
        </p>
        <p>{formatPublishDate(resource.updatedAt)}</p>
      </div>
    </li>
  );
}

/** The rows and their parts, plain elements styled from the list (plain-parts.ts). */
const resourceListStyles: SystemStyleObject = {
  '& > li': listRowStyles,
  '& [data-part=head]': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '3',
    alignItems: 'flex-start',
  },
  '& [data-part=head] > a': { ...rowLinkStyles, fontWeight: 'medium', color: 'gray.900' },
  '& [data-part=meta]': {
    display: 'flex',
    mt: '1',
    gap: '4',
    fontSize: 'sm',
    color: 'gray.500',
    flexWrap: 'wrap',
  },
  '& [data-part=views]': { display: 'inline-flex', alignItems: 'center', gap: '1' },
};

function ResourceList({ order }: { order: FeaturedOrder }) {
  const { t } = useTranslation();
  const load = useCallback(() => listFeaturedResources(order, FEATURED_COUNT), [order]);
  const resources = useAsyncData(
    ['POST /web/data-resource/list', { sort: order, page: 1, pageSize: FEATURED_COUNT }, 'list'],
    load,
  );
  return (
    <ListStates
      state={resources}
      skeleton={<ListSkeleton rows={6} rowHeight="9" />}
      empty={{
        view: (
          <Text color="gray.500" py="8" textAlign="center">
            {t('contentPages.featured.empty')}
          </Text>
        ),
      }}
    >
      {(data) => (
        <Stack as="ul" listStyleType="none" gap="0" css={resourceListStyles}>
          {data.map((resource) => (
            <ResourceRow key={resource.id} resource={resource} t={t} />
          ))}
        </Stack>
      )}
    </ListStates>
  );
}

export function FeaturedResources() {
  const { t } = useTranslation();
  const [order, setOrder] = useState<FeaturedOrder>('views');
  // Only the first tab is drawn on the server; the other needs the scripts to load its list.
  const hydrated = useHydrated();
  return (
    <Box as="section" aria-labelledby="home-resources" display="flex" flexDirection="column">
      <SectionHeading
        id="home-resources"
        title={t('contentPages.featured.resourcesTitle')}
        subtitle={t('contentPages.featured.resourcesSubtitle')}
        action={<MoreLink to={paths.dataResource} label={t('contentPages.featured.more')} />}
      />
      <SectionPanel flex="1" pt="2">
        <LightTabs
          value={order}
          onValueChange={setOrder}
          contentCss={{ pt: '2' }}
          tabs={[
            { value: 'views', label: t('contentPages.featured.mostViewed') },
            { value: 'updated', label: t('contentPages.featured.latest'), disabled: !hydrated },
          ]}
        >
          <ResourceList order={order} />
        </LightTabs>
      </SectionPanel>
    </Box>
  );
}
