/**
 * 数据产品详情 (`?id=`): the product's header, its facts, description and the data resources it uses.
 * An unknown or malformed id ends at /404.
 */
import { Badge, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/page/page-container';
import { RecordMissing } from '@/components/page/record-missing';
import { paths } from '@/config/routes';
import { useValueLabel } from '../catalog-values';
import { DetailHeader } from '../components/detail-header';
import { DetailLoadError } from '../components/detail-load-error';
import { DetailSection } from '../components/detail-section';
import { DetailSkeleton } from '../components/detail-skeleton';
import { formatCatalogDate, formatCount } from '../format-catalog';
import { MetadataGrid } from '../components/metadata-grid';
import { PlainText } from '../components/plain-text';
import { useCatalogDetail } from '../hooks/use-catalog-detail';
import { getDataProduct, type DataProductDetail } from '../api/get-data-product';
import { UsedResources } from '../components/used-resources';

export function DataProductDetailPage() {
  const { t } = useTranslation();
  const detail = useCatalogDetail('GET /web/data-product/detail', getDataProduct);

  if (detail.status === 'loading')
    return <DetailSkeleton label={t('catalog.product.loadingDetail')} />;
  if (detail.status === 'error')
    return (
      <DetailLoadError
        title={t('routes.dataProductDetail')}
        message={detail.message}
        onRetry={detail.retry}
      />
    );
  if (!detail.data.found) return <RecordMissing />;
  return <ProductDetail product={detail.data.data} />;
}

function ProductDetail({ product }: { product: DataProductDetail }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  return (
    <>
      <DetailHeader
        list={{ to: paths.dataProduct, label: t('routes.dataProduct') }}
        current={t('routes.dataProductDetail')}
        title={product.name}
        badges={
          <>
            <Badge size="md" variant="subtle" colorPalette="brand">
              {label('deliveryForm', product.deliveryForm)}
            </Badge>
            <Badge size="md" variant="outline" colorPalette="brand">
              {product.scenario}
            </Badge>
          </>
        }
        facts={`${t('catalog.product.providerCompany')}：${product.providerCompany}`}
      />
      <PageContainer py={{ base: '5', md: '8' }}>
        <Stack gap="5">
          <DetailSection id="product-metadata" title={t('catalog.product.metadataTitle')}>
            <MetadataGrid
              items={[
                { label: t('catalog.product.providerCompany'), value: product.providerCompany },
                { label: t('catalog.product.scenario'), value: product.scenario },
                {
                  label: t('catalog.product.deliveryForm'),
                  value: label('deliveryForm', product.deliveryForm),
                },
                {
                  label: t('catalog.product.viewCount'),
                  value: t('catalog.product.viewCountValue', {
                    value: formatCount(product.viewCount),
                  }),
                },
                {
                  label: t('catalog.product.applicationCount'),
                  value: t('catalog.product.applicationCountValue', {
                    value: formatCount(product.applicationCount),
                  }),
                },
                {
                  label: t('catalog.product.updatedAt'),
                  value: (
                    <time dateTime={product.updatedAt}>{formatCatalogDate(product.updatedAt)}</time>
                  ),
                },
              ]}
            />
          </DetailSection>
          <DetailSection id="product-description" title={t('catalog.product.descriptionTitle')}>
            <PlainText text={product.description || product.summary} />
          </DetailSection>
          <DetailSection
            id="product-resources"
            title={t('catalog.product.resourcesTitle')}
            note={t('catalog.product.resourcesCount', { count: product.resources.length })}
          >
            <UsedResources resources={product.resources} />
          </DetailSection>
        </Stack>
      </PageContainer>
    </>
  );
}
