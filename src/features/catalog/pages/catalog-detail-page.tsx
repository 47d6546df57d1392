/**
 * The frame of a catalogue's detail page (`?id=`): while the record loads, the page's skeleton; a
 * failed load with 重试 under the page's own heading; an unknown or malformed id ends at /404;
 * otherwise the kind's view of the record.
 */
import type { ComponentType } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ApiResult } from '@/api/request';
import { RecordMissing } from '@/components/page/record-missing';
import type { CatalogKind } from '../catalog-kind';
import { DetailLoadError } from '../components/detail-load-error';
import { DetailSkeleton } from '../components/detail-skeleton';
import { useCatalogDetail } from '../hooks/use-catalog-detail';

type CatalogDetailPageProps<T> = {
  kind: CatalogKind;
  /** The call of the kind's detail operation. */
  load: (id: string) => Promise<ApiResult<T | null>>;
  View: ComponentType<{ record: T }>;
};

export function CatalogDetailPage<T>({ kind, load, View }: CatalogDetailPageProps<T>) {
  const { t } = useTranslation();
  const detail = useCatalogDetail(kind.operations.detail, load);

  if (detail.status === 'loading')
    return <DetailSkeleton label={t(`catalog.${kind.text}.loadingDetail`)} />;
  if (detail.status === 'error')
    return (
      <DetailLoadError
        title={t(`routes.${kind.detail}`)}
        message={detail.message}
        onRetry={detail.retry}
      />
    );
  if (!detail.data.found) return <RecordMissing />;
  return <View record={detail.data.data} />;
}
