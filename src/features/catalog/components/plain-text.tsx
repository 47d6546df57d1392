/**
 * A plain-text description (contract: text with line breaks) as paragraphs; a line numbered the
 * Chinese way (一、数据说明) reads as the title of the paragraphs after it.
 */
import { Stack, Text } from '@chakra-ui/react';

const sectionTitle = /^[一二三四五六七八九十]+、\S{1,20}$/;

export function PlainText({ text }: { text: string }) {
  const paragraphs = text.split(/\n+/).filter((line) => line.trim() !== '');
  return (
    <Stack gap="3" color="gray.700" lineHeight="1.9">
      {paragraphs.map((paragraph, index) =>
        sectionTitle.test(paragraph.trim()) ? (
          <Text key={index} fontWeight="bold" color="gray.900" mt={index === 0 ? '0' : '2'}>
            {paragraph}
          </Text>
        ) : (
          <Text key={index} textAlign="justify">
            {paragraph}
          </Text>
        ),
      )}
    </Stack>
  );
}
