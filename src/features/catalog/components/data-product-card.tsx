/** One product in the catalogue list. */
import { Badge } from '@chakra-ui/react';
import { CalendarDays, Eye, FileCheck2 } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { paths, withQuery } from '@/config/routes';
import { CardFigure, CatalogCard } from './catalog-card';
import { useValueLabel } from '../catalog-values';
import { formatDecimal } from '@/lib/format-decimal';
import { formatPublishDate } from '@/lib/format-publish-date';
import type { DataProductSummary } from '../api/list-data-products';

export function DataProductCard({ product }: { product: DataProductSummary }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  return (
    <CatalogCard
      to={withQuery(paths.dataProductDetail, { id: product.id })}
      name={product.name}
      summary={product.summary}
      badges={
        <Badge size="sm" variant="subtle" colorPalette="brand" flexShrink={0}>
          {label('deliveryForm', product.deliveryForm)}
        </Badge>
      }
      facts={[
        { label: t('catalog.product.providerCompany'), value: product.providerCompany },
        { label: t('catalog.product.scenario'), value: product.scenario },
      ]}
      figures={
        <>
          <CardFigure icon={<Eye />}>
            {t('catalog.product.viewCount')}{' '}
            {t('catalog.product.viewCountValue', { value: formatDecimal(product.viewCount) })}
          </CardFigure>
          <CardFigure icon={<FileCheck2 />}>
            {t('catalog.product.applicationCount')}{' '}
            {t('catalog.product.applicationCountValue', {
              value: formatDecimal(product.applicationCount),
            })}
          </CardFigure>
          <CardFigure icon={<CalendarDays />}>
            {t('catalog.product.updatedAt')}{' '}
            <time dateTime={product.updatedAt}>{formatPublishDate(product.updatedAt)}</time>
          </CardFigure>
        </>
      }
    />
  );
}
