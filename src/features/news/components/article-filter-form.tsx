/**
 * The filter bar of an article list: a keyword and a publication date range, applied with 查询 and
 * cleared with 重置. A start date after the end date is refused with a clear message.
 */
import { Alert, Box, Button, Field, Flex, Input, Text, chakra } from '@chakra-ui/react';
import { RotateCcw, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDate } from '@/lib/calendar-date';

export type ArticleFilters = { keyword: string; dateFrom: string; dateTo: string };

type ArticleFilterFormProps = {
  initial: ArticleFilters;
  onApply: (filters: ArticleFilters) => void;
  onReset: () => void;
};

export function ArticleFilterForm({ initial, onApply, onReset }: ArticleFilterFormProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(initial.keyword);
  const [dateFrom, setDateFrom] = useState(initial.dateFrom);
  const [dateTo, setDateTo] = useState(initial.dateTo);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (
      (dateFrom !== '' && !isCalendarDate(dateFrom)) ||
      (dateTo !== '' && !isCalendarDate(dateTo))
    ) {
      setProblem(t('contentPages.news.invalidDate'));
      return;
    }
    if (dateFrom !== '' && dateTo !== '' && dateFrom > dateTo) {
      setProblem(t('contentPages.news.invalidDateRange'));
      return;
    }
    setProblem(null);
    onApply({ keyword: keyword.trim(), dateFrom, dateTo });
  }

  return (
    <chakra.form
      onSubmit={submit}
      aria-label={t('contentPages.news.filters')}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      noValidate
    >
      <Flex gap="4" align="flex-end" wrap="wrap">
        <Field.Root flex="2 1 240px">
          <Field.Label fontSize="sm" color="gray.700">
            {t('contentPages.news.keyword')}
          </Field.Label>
          <Input
            type="search"
            value={keyword}
            maxLength={50}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={t('contentPages.news.keywordPlaceholder')}
          />
        </Field.Root>
        <Field.Root flex="1 1 150px" invalid={problem !== null}>
          <Field.Label fontSize="sm" color="gray.700">
            {t('contentPages.news.dateFrom')}
          </Field.Label>
          <Input
            type="date"
            value={dateFrom}
            max={dateTo || undefined}
            onChange={(event) => setDateFrom(event.target.value)}
          />
        </Field.Root>
        <Text pb="2" color="gray.500" display={{ base: 'none', md: 'block' }} aria-hidden="true">
          {t('contentPages.news.dateRangeSeparator')}
        </Text>
        <Field.Root flex="1 1 150px" invalid={problem !== null}>
          <Field.Label fontSize="sm" color="gray.700">
            {t('contentPages.news.dateTo')}
          </Field.Label>
          <Input
            type="date"
            value={dateTo}
            min={dateFrom || undefined}
            onChange={(event) => setDateTo(event.target.value)}
          />
        </Field.Root>
        <Flex gap="2">
          <Button type="submit" colorPalette="brand">
            <Search aria-hidden="true" />
            {t('contentPages.news.search')}
          </Button>
          <Button type="button" variant="outline" colorPalette="gray" onClick={onReset}>
            <RotateCcw aria-hidden="true" />
            {t('contentPages.news.reset')}
          </Button>
        </Flex>
      </Flex>
      {problem !== null ? (
        <Box mt="3">
          <Alert.Root status="warning" variant="subtle" rounded="md" role="alert">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{problem}</Alert.Title>
          </Alert.Root>
        </Box>
      ) : null}
    </chakra.form>
  );
}
