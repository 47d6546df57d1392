/**
 * 申请使用: a conditionally open resource is used through a domain application, so the button leads
 * to the application form with the resource named; the workspace's login check sends a visitor who
 * is not signed in to log in first and brings them back. An unconditionally open resource needs none.
 */
import { Button, Text } from '@chakra-ui/react';
import { FilePlus2 } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '@/config/routes';
import type { OpenType } from '../catalog-values';

export function applyPath(resourceId: string): string {
  return withQuery(paths.domainApply, { resourceId });
}

export function ApplyButton({ resourceId, openType }: { resourceId: string; openType: OpenType }) {
  const { t } = useTranslation();
  if (openType !== 'conditional') return null;
  return (
    <Button asChild colorPalette="brand" size="lg">
      <RouterLink to={applyPath(resourceId)}>
        <FilePlus2 aria-hidden="true" />
        {t('catalog.resource.apply')}
      </RouterLink>
    </Button>
  );
}

export function ApplyNote({ openType }: { openType: OpenType }) {
  const { t } = useTranslation();
  return (
    <Text fontSize="sm" color="gray.600" lineHeight="1.8">
      {openType === 'conditional'
        ? t('catalog.resource.applyConditional')
        : t('catalog.resource.applyUnconditional')}
    </Text>
  );
}
