/**
 * 数据资源详情 (`?id=`): the resource's header with 申请使用, its facts, description, fields, sample rows
 * and the products built on it. An unknown or malformed id ends at /404.
 */
import { Badge, Grid, Stack } from '@chakra-ui/react';
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
import { OpenTypeBadge } from '../components/open-type-badge';
import { PlainText } from '../components/plain-text';
import { useCatalogDetail } from '../hooks/use-catalog-detail';
import { getDataResource, type DataResourceDetail } from '../api/get-data-resource';
import { ApplyButton, ApplyNote } from '../components/apply-panel';
import { FieldTable } from '../components/field-table';
import { RelatedProducts } from '../components/related-products';
import { SampleTable } from '../components/sample-table';

export function DataResourceDetailPage() {
  const { t } = useTranslation();
  const detail = useCatalogDetail('GET /web/data-resource/detail', getDataResource);

  if (detail.status === 'loading')
    return <DetailSkeleton label={t('catalog.resource.loadingDetail')} />;
  if (detail.status === 'error')
    return (
      <DetailLoadError
        title={t('routes.dataResourceDetail')}
        message={detail.message}
        onRetry={detail.retry}
      />
    );
  if (!detail.data.found) return <RecordMissing />;
  return <ResourceDetail resource={detail.data.data} />;
}

function ResourceDetail({ resource }: { resource: DataResourceDetail }) {
  const { t } = useTranslation();
  const label = useValueLabel();

  return (
    <>
      <DetailHeader
        list={{ to: paths.dataResource, label: t('routes.dataResource') }}
        current={t('routes.dataResourceDetail')}
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
            <DetailSection id="resource-metadata" title={t('catalog.resource.metadataTitle')}>
              <MetadataGrid
                items={[
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
                      value: formatCount(resource.recordCount),
                    }),
                  },
                  {
                    label: t('catalog.resource.viewCount'),
                    value: t('catalog.resource.viewCountValue', {
                      value: formatCount(resource.viewCount),
                    }),
                  },
                  {
                    label: t('catalog.resource.updatedAt'),
                    value: (
                      <time dateTime={resource.updatedAt}>
                        {formatCatalogDate(resource.updatedAt)}
                      </time>
                    ),
                  },
                ]}
              />
            </DetailSection>
            <DetailSection id="resource-description" title={t('catalog.resource.descriptionTitle')}>
              <PlainText text={resource.description || resource.summary} />
            </DetailSection>
            <DetailSection
              id="resource-fields"
              title={t('catalog.resource.fieldsTitle')}
              note={t('catalog.resource.fieldsCount', { count: resource.fields.length })}
            >
              <FieldTable fields={resource.fields} />
            </DetailSection>
            <DetailSection
              id="resource-samples"
              title={t('catalog.resource.samplesTitle')}
              note={t('catalog.resource.samplesNote')}
            >
              <SampleTable fields={resource.fields} sampleRows={resource.sampleRows} />
            </DetailSection>
          </Stack>
          <Stack gap="5" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
            <DetailSection id="resource-usage" title={t('catalog.resource.usageTitle')}>
              <ApplyNote openType={resource.openType} />
            </DetailSection>
            <DetailSection id="resource-products" title={t('catalog.resource.relatedTitle')}>
              <RelatedProducts products={resource.relatedProducts} />
            </DetailSection>
          </Stack>
        </Grid>
      </PageContainer>
    </>
  );
}
