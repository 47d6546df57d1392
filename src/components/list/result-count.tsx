/** 共找到 N 条结果, announced politely when the number changes. */
import { Text } from '@chakra-ui/react';
import { Trans } from 'react-i18next';

export function ResultCount({ count }: { count: number }) {
  return (
    <Text fontSize="sm" color="gray.600" aria-live="polite">
      <Trans
        i18nKey="list.totalResults"
        values={{ count }}
        components={{ strong: <Text as="strong" color="brand.fg" fontWeight="bold" mx="0.5" /> }}
      />
    </Text>
  );
}
