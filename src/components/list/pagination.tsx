/**
 * The pager under every list: 共 N 条, 上一页 / page numbers / 下一页, and a 每页 N 条 choice.
 * It only reports the wanted page and size; the list decides what to load (usually via the URL).
 */
import {
  ButtonGroup,
  Flex,
  IconButton,
  NativeSelect,
  Pagination as ChakraPagination,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSizes, parsePageSize } from './use-list-search-params';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
};

export function Pagination({ page, pageSize, total, onChange }: PaginationProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      align="center"
      justify="space-between"
      gap="3"
      pt="4"
    >
      <Text fontSize="sm" color="gray.600">
        {t('list.total', { count: total })}
      </Text>
      <ChakraPagination.Root
        count={total}
        pageSize={pageSize}
        page={Math.min(page, pageCount)}
        siblingCount={1}
        onPageChange={(details) => onChange(details.page, pageSize)}
        translations={{
          rootLabel: t('list.pagination'),
          prevTriggerLabel: t('list.previousPage'),
          nextTriggerLabel: t('list.nextPage'),
          itemLabel: ({ page: value }) => t('list.page', { page: value }),
        }}
      >
        <ButtonGroup variant="outline" size="sm" colorPalette="brand" attached={false} gap="1">
          <ChakraPagination.PrevTrigger asChild>
            <IconButton aria-label={t('list.previousPage')} bg="white">
              <ChevronLeft aria-hidden="true" />
            </IconButton>
          </ChakraPagination.PrevTrigger>
          <ChakraPagination.Items
            render={(item) => (
              <IconButton
                variant={{ base: 'outline', _selected: 'solid' }}
                bg={{ base: 'white', _selected: 'brand.solid' }}
                minWidth="9"
              >
                {item.value}
              </IconButton>
            )}
          />
          <ChakraPagination.NextTrigger asChild>
            <IconButton aria-label={t('list.nextPage')} bg="white">
              <ChevronRight aria-hidden="true" />
            </IconButton>
          </ChakraPagination.NextTrigger>
        </ButtonGroup>
      </ChakraPagination.Root>
      <Flex align="center" gap="2">
        <VisuallyHidden asChild>
          <label htmlFor={sizeId}>{t('list.pageSize')}</label>
        </VisuallyHidden>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            id={sizeId}
            value={String(pageSize)}
            bg="white"
            onChange={(event) => onChange(1, parsePageSize(event.currentTarget.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {t('list.pageSizeOption', { size })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
    </Flex>
  );
}
