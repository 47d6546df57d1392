/**
 * The content area of a page whose data views are not built yet: an empty-state panel that says in
 * one neutral sentence what the page is for. It offers no buttons, so nothing pretends to work.
 */
import { EmptyState } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';

type PendingContentProps = { title: string; description: string; icon?: ReactNode };

export function PendingContent({ title, description, icon }: PendingContentProps) {
  return (
    <EmptyState.Root
      size="lg"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      py={{ base: '12', md: '16' }}
    >
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.300">{icon ?? <FileText />}</EmptyState.Indicator>
        <EmptyState.Title as="h2" fontSize="lg">
          {title}
        </EmptyState.Title>
        <EmptyState.Description maxWidth="lg" textAlign="center">
          {description}
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
