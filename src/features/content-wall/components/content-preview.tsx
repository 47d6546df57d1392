/** 预览: the title and body as visitors will see them, through the portal's sanitising RichText. */
import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/features/content/components/rich-text';

type ContentPreviewProps = { title: string; html: string; empty: boolean };

export function ContentPreview({ title, html, empty }: ContentPreviewProps) {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      aria-label={t('contentWall.editor.previewHeading')}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      bg="white"
      px={{ base: '4', md: '8' }}
      py="6"
      minHeight="360px"
    >
      <Heading
        as="h3"
        fontSize={{ base: 'xl', md: '2xl' }}
        textAlign="center"
        color="gray.900"
        pb="5"
        mb="6"
        borderBottomWidth="1px"
        borderColor="gray.200"
      >
        {title.trim() === '' ? t('contentWall.fields.title') : title}
      </Heading>
      {empty ? (
        <Text color="gray.600" textAlign="center">
          {t('contentWall.editor.previewEmpty')}
        </Text>
      ) : (
        <RichText html={html} />
      )}
    </Box>
  );
}
