/**
 * The articles of one section as a list to pick from: title and publication date, with 管理附件 on each
 * (pressed, and marked on its row, on the one whose attachments are shown).
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Paperclip } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { formatPublishDate } from '@/lib/format-publish-date';
import type { ArticleSummary } from '../api/list-public-articles';

type ArticlePickListProps = {
  articles: readonly ArticleSummary[];
  chosenId: string | null;
  onChoose: (article: ArticleSummary) => void;
};

export function ArticlePickList({ articles, chosenId, onChoose }: ArticlePickListProps) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label={t('attachments.articles.listLabel')}>
      {articles.map((article) => {
        const chosen = article.id === chosenId;
        return (
          <Flex
            as="li"
            key={article.id}
            gap="3"
            align={{ base: 'stretch', sm: 'center' }}
            direction={{ base: 'column', sm: 'row' }}
            px="4"
            py="3"
            borderBottomWidth="1px"
            borderColor="gray.100"
            borderStartWidth="3px"
            borderStartColor={chosen ? 'brand.solid' : 'transparent'}
            bg={chosen ? 'gray.50' : undefined}
          >
            <Box flex="1" minWidth="0">
              <Text fontSize="sm" color="gray.900" lineClamp={2}>
                {article.title}
              </Text>
              <Text fontSize="xs" color="gray.600" mt="0.5">
                {t('attachments.articles.publishedAt', {
                  date: formatPublishDate(article.publishedAt),
                })}
              </Text>
            </Box>
            <Button
              size="xs"
              variant={chosen ? 'subtle' : 'outline'}
              colorPalette="brand"
              flexShrink={0}
              aria-pressed={chosen}
              aria-label={t('attachments.articles.manageOf', { title: article.title })}
              onClick={() => onChoose(article)}
            >
              <Paperclip aria-hidden="true" />
              {t('attachments.articles.manage')}
            </Button>
          </Flex>
        );
      })}
    </Stack>
  );
}
