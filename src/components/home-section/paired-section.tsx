/**
 * One of two home page sections shown side by side (平台公告 and 关于平台): its heading, then its
 * content, the section taking the full height of the row so both cards end level.
 */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

type PairedSectionProps = { id: string; title: string; children: ReactNode };

export function PairedSection({ id, title, children }: PairedSectionProps) {
  return (
    <Box as="section" aria-labelledby={id} height="full" display="flex" flexDirection="column">
      <SectionHeading id={id} title={title} />
      {children}
    </Box>
  );
}
