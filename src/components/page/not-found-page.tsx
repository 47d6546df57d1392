/**
 * 页面不存在: shown at /404, for any unmatched path, and when the server answers 4011 (spec §2, §8).
 */
import { Button, HStack } from '@chakra-ui/react';
import { ArrowLeft, House, SearchX } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/routes';
import { useHydrated } from '@/lib/use-hydrated';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // 返回上一页 needs the scripts (the server-drawn /404 shows it before they run).
  const hydrated = useHydrated();
  // The first entry of this visit has nowhere in the portal to go back to.
  const goBack = () => void (location.key === 'default' ? navigate(paths.home) : navigate(-1));

  return (
    <StatusPage
      code="404"
      icon={<SearchX />}
      title={t('errorPages.notFoundTitle')}
      text={t('errorPages.notFoundText')}
    >
      <HStack gap="3" wrap="wrap" justify="center">
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.home}>
            <House aria-hidden="true" />
            {t('common.backHome')}
          </RouterLink>
        </Button>
        <Button variant="outline" colorPalette="brand" disabled={!hydrated} onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          {t('errorPages.goBack')}
        </Button>
      </HStack>
    </StatusPage>
  );
}
