/** A titled, labelled section of label–value rows (申请概况, 申请信息, 审核意见). */
import { useId } from 'react';
import { LabelValueList, type LabelValueRow } from '@/components/ui/label-value-list';
import { FormSection } from './form-section';

export function FactList({ title, rows }: { title: string; rows: LabelValueRow[] }) {
  const headingId = useId();
  return (
    <FormSection id={headingId} title={title}>
      <LabelValueList rows={rows} />
    </FormSection>
  );
}
