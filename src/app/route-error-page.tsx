/**
 * The route error element. It never shows a stack trace or a blank page: a page chunk that failed
 * to load gets 页面资源加载失败 with 重新加载 (a reload fetches the current build's chunks); any
 * other error gets 系统出现错误 with 返回首页.
 */
import { Button, EmptyState, HStack } from '@chakra-ui/react';
import { CloudOff, TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { PageContainer } from '@/components/page/page-container';
import { paths } from '@/config/routes';
import { isChunkLoadError } from './chunk-loading';

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  const title = chunkFailed ? t('errors.chunkTitle') : t('errors.unexpectedTitle');

  return (
    <PageContainer py={{ base: '10', md: '16' }}>
      <EmptyState.Root
        size="lg"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="lg"
        role="alert"
      >
        <EmptyState.Content>
          <EmptyState.Indicator color={chunkFailed ? 'orange.400' : 'red.400'}>
            {chunkFailed ? <CloudOff /> : <TriangleAlert />}
          </EmptyState.Indicator>
          <EmptyState.Title as="h1" fontSize="xl">
            {title}
          </EmptyState.Title>
          <EmptyState.Description maxWidth="lg" textAlign="center">
            {chunkFailed ? t('errors.chunkText') : t('errors.unexpectedText')}
          </EmptyState.Description>
          <HStack gap="3" mt="2">
            {chunkFailed ? (
              <Button colorPalette="brand" onClick={() => window.location.reload()}>
                {t('common.reload')}
              </Button>
            ) : null}
            <Button asChild colorPalette="brand" variant={chunkFailed ? 'outline' : 'solid'}>
              <RouterLink to={paths.home} reloadDocument={chunkFailed}>
                {t('common.backHome')}
              </RouterLink>
            </Button>
          </HStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </PageContainer>
  );
}
