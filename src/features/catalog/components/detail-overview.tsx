/**
 * The first panels of every catalogue detail: 基本信息, the record's facts as a grid, then its
 * description (资源说明, 产品说明) — the summary when it has none.
 */
import { useTranslation } from '@/i18n/use-translation';
import { FormSection } from '@/components/page/form-section';
import type { CatalogKind } from '../catalog-kind';
import { MetadataGrid, type MetadataItem } from './metadata-grid';
import { PlainText } from './plain-text';

type DetailOverviewProps = {
  kind: CatalogKind;
  facts: MetadataItem[];
  record: { description: string; summary: string };
};

export function DetailOverview({ kind, facts, record }: DetailOverviewProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormSection
        accent
        id={`${kind.text}-metadata`}
        title={t(`catalog.${kind.text}.metadataTitle`)}
      >
        <MetadataGrid items={facts} />
      </FormSection>
      <FormSection
        accent
        id={`${kind.text}-description`}
        title={t(`catalog.${kind.text}.descriptionTitle`)}
      >
        <PlainText text={record.description || record.summary} />
      </FormSection>
    </>
  );
}
