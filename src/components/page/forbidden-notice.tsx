/**
 * 无权访问 inside a page that keeps its own heading: a signed-in user opened a page their rights do not
 * cover. The page's title and address stay, the content says why nothing is shown and leads back.
 */
import { Button, EmptyState } from '@chakra-ui/react';
import { LayoutDashboard, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function ForbiddenNotice({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation();
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
        <EmptyState.Indicator color="red.400">
          <ShieldX />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2" fontSize="lg">
          {t('errors.forbiddenTitle')}
        </EmptyState.Title>
        <EmptyState.Description maxWidth="lg" textAlign="center">
          {t('errors.forbiddenText')}
        </EmptyState.Description>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={backTo}>
            <LayoutDashboard aria-hidden="true" />
            {backLabel}
          </RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
