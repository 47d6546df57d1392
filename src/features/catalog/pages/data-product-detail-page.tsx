/**
 * 数据产品详情 (`?id=`): the product's header, its facts, description and the data resources it uses.
 * An unknown or malformed id ends at /404.
 */
import { Badge, Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { FormSection } from '@/components/page/form-section';
import { PageContainer } from '@/components/page/page-container';
import { getDataProduct, type DataProductDetail } from '../api/get-data-product';
import { useValueLabel } from '../catalog-values';
import { DetailHeader } from '../components/detail-header';
import { DetailOverview } from '../components/detail-overview';
import { UsedResources } from '../components/used-resources';
import { formatDecimal } from '@/lib/format-decimal';
import { formatPublishDate } from '@/lib/format-publish-date';
import { productKind } from '../kinds/catalog-kinds';
import { CatalogDetailPage } from './catalog-detail-page';

export function DataProductDetailPage() {
  return <CatalogDetailPage kind={productKind} load={getDataProduct} View={ProductDetail} />;
}

function ProductDetail({ record: product }: { record: DataProductDetail }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  return (
    <>
      <DetailHeader
        kind={productKind}
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
          <DetailOverview
            kind={productKind}
            record={product}
            facts={[
              { label: t('catalog.product.providerCompany'), value: product.providerCompany },
              { label: t('catalog.product.scenario'), value: product.scenario },
              {
                label: t('catalog.product.deliveryForm'),
                value: label('deliveryForm', product.deliveryForm),
              },
              {
                label: t('catalog.product.viewCount'),
                value: t('catalog.product.viewCountValue', {
                  value: formatDecimal(product.viewCount),
                }),
              },
              {
                label: t('catalog.product.applicationCount'),
                value: t('catalog.product.applicationCountValue', {
                  value: formatDecimal(product.applicationCount),
                }),
              },
              {
                label: t('catalog.product.updatedAt'),
                value: (
                  <time dateTime={product.updatedAt}>{formatPublishDate(product.updatedAt)}</time>
                ),
              },
            ]}
          />
          <FormSection
            accent
            id="product-resources"
            title={t('catalog.product.resourcesTitle')}
            note={t('catalog.product.resourcesCount', { count: product.resources.length })}
          >
            <UsedResources resources={product.resources} />
          </FormSection>
        </Stack>
      </PageContainer>
    </>
  );
}
