/**
 * 数据资源详情 (`?id=`): the resource's header with 申请使用, its facts, description, fields, sample rows
 * and the products built on it. An unknown or malformed id ends at /404.
 */
import { Badge, Grid, Stack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { FormSection } from '@/components/page/form-section';
import { PageContainer } from '@/components/page/page-container';
import { getDataResource, type DataResourceDetail } from '../api/get-data-resource';
import { useValueLabel } from '../catalog-values';
import { ApplyButton, ApplyNote } from '../components/apply-panel';
import { DetailHeader } from '../components/detail-header';
import { DetailOverview } from '../components/detail-overview';
import { FieldTable } from '../components/field-table';
import { OpenTypeBadge } from '../components/open-type-badge';
import { RelatedProducts } from '../components/related-products';
import { SampleTable } from '../components/sample-table';
import { formatDecimal } from '@/lib/format-decimal';
import { formatPublishDate } from '@/lib/format-publish-date';
import { resourceKind } from '../kinds/catalog-kinds';
import { CatalogDetailPage } from './catalog-detail-page';

export function DataResourceDetailPage() {
  return <CatalogDetailPage kind={resourceKind} load={getDataResource} View={ResourceDetail} />;
}

function ResourceDetail({ record: resource }: { record: DataResourceDetail }) {
  const { t } = useTranslation();
  const label = useValueLabel();

  return (
    <>
      <DetailHeader
        kind={resourceKind}
        title={resource.name}
        badges={
          <>
            <OpenTypeBadge openType={resource.openType} size="md" />
            <Badge size="md" variant="outline" colorPalette="brand">
              {resource.theme}
            </Badge>
          </>
        }
        facts={`${t('catalog.resource.code')}：${resource.code}`}
        action={<ApplyButton resourceId={resource.id} openType={resource.openType} />}
      />
      <PageContainer py={{ base: '5', md: '8' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }}
          gap="5"
          alignItems="start"
        >
          <Stack gap="5" minWidth="0">
            <DetailOverview
              kind={resourceKind}
              record={resource}
              facts={[
                { label: t('catalog.resource.provider'), value: resource.provider },
                { label: t('catalog.resource.region'), value: resource.region },
                { label: t('catalog.resource.theme'), value: resource.theme },
                {
                  label: t('catalog.resource.openType'),
                  value: label('openType', resource.openType),
                },
                {
                  label: t('catalog.resource.updateFrequency'),
                  value: label('updateFrequency', resource.updateFrequency),
                },
                { label: t('catalog.resource.format'), value: label('format', resource.format) },
                {
                  label: t('catalog.resource.recordCount'),
                  value: t('catalog.resource.recordCountValue', {
                    value: formatDecimal(resource.recordCount),
                  }),
                },
                {
                  label: t('catalog.resource.viewCount'),
                  value: t('catalog.resource.viewCountValue', {
                    value: formatDecimal(resource.viewCount),
                  }),
                },
                {
                  label: t('catalog.resource.updatedAt'),
                  value: (
                    <time dateTime={resource.updatedAt}>
                      {formatPublishDate(resource.updatedAt)}
                    </time>
                  ),
                },
              ]}
            />
            <FormSection
              accent
              id="resource-fields"
              title={t('catalog.resource.fieldsTitle')}
              note={t('catalog.resource.fieldsCount', { count: resource.fields.length })}
            >
              <FieldTable fields={resource.fields} />
            </FormSection>
            <FormSection
              accent
              id="resource-samples"
              title={t('catalog.resource.samplesTitle')}
              note={t('catalog.resource.samplesNote')}
            >
              <SampleTable fields={resource.fields} sampleRows={resource.sampleRows} />
            </FormSection>
          </Stack>
          <Stack gap="5" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
            <FormSection accent id="resource-usage" title={t('catalog.resource.usageTitle')}>
              <ApplyNote openType={resource.openType} />
            </FormSection>
            <FormSection accent id="resource-products" title={t('catalog.resource.relatedTitle')}>
              <RelatedProducts products={resource.relatedProducts} />
            </FormSection>
          </Stack>
        </Grid>
      </PageContainer>
    </>
  );
}
