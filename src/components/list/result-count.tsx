/** 共找到 N 条结果, announced politely when the number changes. */
import { Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { TextWithStrong } from '@/components/ui/text-with-strong';

export function ResultCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Text fontSize="sm" color="gray.600" aria-live="polite">
      <TextWithStrong
        text={t('list.totalResults', { count })}
        strong={<Text as="strong" color="brand.fg" fontWeight="bold" mx="0.5" />}
      />
    </Text>
  );
}
