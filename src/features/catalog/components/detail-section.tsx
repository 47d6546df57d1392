/** A titled white panel of a detail page, with an optional note beside the title. */
import type { ReactNode } from 'react';
import { FormSection } from '@/components/page/form-section';

type DetailSectionProps = { id: string; title: string; note?: string; children: ReactNode };

export function DetailSection(props: DetailSectionProps) {
  return <FormSection accent {...props} />;
}
