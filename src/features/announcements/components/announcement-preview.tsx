/** 预览: the title and body as readers will see them, through the same sanitising RichText. */
import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/features/content/components/rich-text';

type AnnouncementPreviewProps = { title: string; html: string; empty: boolean };

export function AnnouncementPreview({ title, html, empty }: AnnouncementPreviewProps) {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      aria-label={t('announcements.editor.previewHeading')}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      bg="white"
      px={{ base: '4', md: '8' }}
      py="6"
      minHeight="360px"
    >
      <Heading
        as="h2"
        fontSize={{ base: 'xl', md: '2xl' }}
        textAlign="center"
        color="gray.900"
        pb="5"
        mb="6"
        borderBottomWidth="1px"
        borderColor="gray.200"
      >
        {title.trim() === '' ? t('announcements.fields.title') : title}
      </Heading>
      {empty ? (
        <Text color="gray.500" textAlign="center">
          {t('announcements.editor.previewEmpty')}
        </Text>
      ) : (
        <RichText html={html} />
      )}
    </Box>
  );
}
