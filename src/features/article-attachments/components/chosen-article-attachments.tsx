/**
 * The attachment panel of the chosen article, headed with its title and with a link to its public
 * page; loading, error and 'no longer there' states while the article is looked up.
 */
import { Alert, Box, Button, Flex, Stack } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { AttachmentPanel } from '@/components/attachments/attachment-panel';
import { LoadError } from '@/components/page/load-error';
import { TextSkeleton } from '@/components/page/text-skeleton';
import { paths, withQuery } from '@/config/routes';
import { useChosenArticle } from '../hooks/use-chosen-article';

export function ChosenArticleAttachments({ id }: { id: string }) {
  const { t } = useTranslation();
  const chosen = useChosenArticle(id);

  if (chosen.status === 'loading') {
    return (
      <Box
        aria-busy="true"
        aria-label={t('attachments.panel.loading')}
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="lg"
        p="6"
      >
        <TextSkeleton lines={4} />
      </Box>
    );
  }
  if (chosen.status === 'error')
    return <LoadError message={chosen.message} onRetry={chosen.retry} />;
  if (!chosen.data.found) {
    return (
      <Alert.Root status="warning" rounded="lg">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{t('attachments.articles.missing')}</Alert.Title>
      </Alert.Root>
    );
  }
  const { article } = chosen.data;
  return (
    <Stack gap="3">
      <Flex justify="flex-end">
        <Button asChild size="sm" variant="ghost" colorPalette="brand">
          <RouterLink to={withQuery(paths.dynamicsDetail, { id: article.id })}>
            <ExternalLink aria-hidden="true" />
            {t('attachments.articles.viewPublic')}
          </RouterLink>
        </Button>
      </Flex>
      <AttachmentPanel
        key={article.id}
        owner={{ ownerKind: 'article', ownerId: article.id }}
        title={t('attachments.articles.panelTitle', { title: article.title })}
        ownerTitle={article.title}
        note={t('attachments.panel.articleNote')}
      />
    </Stack>
  );
}
