/**
 * 无权访问: the signed-in user lacks the right a page needs.
 */
import { Button } from '@chakra-ui/react';
import { House, ShieldX } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/routes';
import { StatusPage } from './status-page';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="403"
      icon={<ShieldX />}
      title={t('errorPages.forbiddenTitle')}
      text={t('errorPages.forbiddenText')}
    >
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.home}>
          <House aria-hidden="true" />
          {t('common.backHome')}
        </RouterLink>
      </Button>
    </StatusPage>
  );
}
