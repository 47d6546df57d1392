/** One resource in the catalogue list. */
import { Badge } from '@chakra-ui/react';
import { CalendarDays, Database, Eye } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { paths, withQuery } from '@/config/routes';
import { CardFigure, CatalogCard } from './catalog-card';
import { useValueLabel } from '../catalog-values';
import { formatDecimal } from '@/lib/format-decimal';
import { formatPublishDate } from '@/lib/format-publish-date';
import { OpenTypeBadge } from './open-type-badge';
import type { DataResourceSummary } from '../api/list-data-resources';

export function DataResourceCard({ resource }: { resource: DataResourceSummary }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  return (
    <CatalogCard
      to={withQuery(paths.dataResourceDetail, { id: resource.id })}
      name={resource.name}
      summary={resource.summary}
      badges={
        <>
          <OpenTypeBadge openType={resource.openType} />
          <Badge size="sm" variant="outline" colorPalette="brand" flexShrink={0}>
            {resource.theme}
          </Badge>
        </>
      }
      facts={[
        { label: t('catalog.resource.provider'), value: resource.provider },
        { label: t('catalog.resource.format'), value: label('format', resource.format) },
        {
          label: t('catalog.resource.updateFrequency'),
          value: label('updateFrequency', resource.updateFrequency),
        },
        { label: t('catalog.resource.region'), value: resource.region },
      ]}
      figures={
        <>
          <CardFigure icon={<Database />}>
            {t('catalog.resource.recordCount')}{' '}
            {t('catalog.resource.recordCountValue', { value: formatDecimal(resource.recordCount) })}
          </CardFigure>
          <CardFigure icon={<Eye />}>
            {t('catalog.resource.viewCount')}{' '}
            {t('catalog.resource.viewCountValue', { value: formatDecimal(resource.viewCount) })}
          </CardFigure>
          <CardFigure icon={<CalendarDays />}>
            {t('catalog.resource.updatedAt')}{' '}
            <time dateTime={resource.updatedAt}>{formatPublishDate(resource.updatedAt)}</time>
          </CardFigure>
        </>
      }
    />
  );
}
