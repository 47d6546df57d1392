/** A plain-text description (contract: text with line breaks) as paragraphs. */
import { Stack, Text } from '@chakra-ui/react';

export function PlainText({ text }: { text: string }) {
  const paragraphs = text.split(/\n+/).filter((line) => line.trim() !== '');
  return (
    <Stack gap="3" color="gray.700" lineHeight="1.9">
      {paragraphs.map((paragraph, index) => (
        <Text key={index}>{paragraph}</Text>
      ))}
    </Stack>
  );
}
