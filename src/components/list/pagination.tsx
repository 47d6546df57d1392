/**
 * The pager under every list: 共 N 条, 上一页 / page numbers / 下一页, and a 每页 N 条 choice.
 * It only reports the wanted page and size; the list decides what to load (usually via the URL).
 *
 * Given the address of each page (`hrefFor`), the pages, 上一页 and 下一页 are links: before the
 * scripts run the browser follows one and the server draws that page; after, a click changes the
 * list in place. The size choice needs the scripts, so it waits for them, disabled.
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
import { followInApp } from '@/lib/follow-in-app';
import { useHydrated } from '@/lib/use-hydrated';
import { pageSizes, parsePageSize } from './use-list-search-params';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  /** The address of a page at the current size; the pager's controls are buttons without it. */
  hrefFor?: (page: number) => string;
};

export function Pagination({ page, pageSize, total, onChange, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const hydrated = useHydrated();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, pageCount);

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
        page={current}
        siblingCount={1}
        onPageChange={(details) => onChange(details.page, pageSize)}
        translations={{
          rootLabel: t('list.pagination'),
          prevTriggerLabel: t('list.previousPage'),
          nextTriggerLabel: t('list.nextPage'),
          itemLabel: ({ page: value }) => t('list.page', { page: value }),
        }}
      >
        {hrefFor === undefined ? (
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
        ) : (
          <PageLinks page={current} pageSize={pageSize} hrefFor={hrefFor} onChange={onChange} />
        )}
      </ChakraPagination.Root>
      <Flex align="center" gap="2">
        <VisuallyHidden asChild>
          <label htmlFor={sizeId}>{t('list.pageSize')}</label>
        </VisuallyHidden>
        <NativeSelect.Root size="sm" width="auto" disabled={!hydrated}>
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

type PageLinksProps = {
  page: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  onChange: (page: number, pageSize: number) => void;
};

/** The pages, 上一页 and 下一页 as links; the ones that lead nowhere are disabled buttons. */
function PageLinks({ page, pageSize, hrefFor, onChange }: PageLinksProps) {
  const { t } = useTranslation();
  const link = (to: number) => ({
    href: hrefFor(to),
    onClick: followInApp(() => onChange(to, pageSize)),
  });
  return (
    <ChakraPagination.Context>
      {(pagination) => (
        <ButtonGroup variant="outline" size="sm" colorPalette="brand" attached={false} gap="1">
          <IconButton
            aria-label={t('list.previousPage')}
            bg="white"
            asChild={pagination.previousPage !== null}
            disabled={pagination.previousPage === null}
          >
            {pagination.previousPage === null ? (
              <ChevronLeft aria-hidden="true" />
            ) : (
              <a {...link(pagination.previousPage)}>
                <ChevronLeft aria-hidden="true" />
              </a>
            )}
          </IconButton>
          {pagination.pages.map((item, index) =>
            item.type === 'page' ? (
              <IconButton
                key={item.value}
                asChild
                variant={item.value === page ? 'solid' : 'outline'}
                bg={item.value === page ? 'brand.solid' : 'white'}
                minWidth="9"
              >
                <a
                  {...link(item.value)}
                  aria-label={t('list.page', { page: item.value })}
                  aria-current={item.value === page ? 'page' : undefined}
                >
                  {item.value}
                </a>
              </IconButton>
            ) : (
              <IconButton key={`ellipsis-${index}`} as="span" aria-hidden="true" bg="white">
                …
              </IconButton>
            ),
          )}
          <IconButton
            aria-label={t('list.nextPage')}
            bg="white"
            asChild={pagination.nextPage !== null}
            disabled={pagination.nextPage === null}
          >
            {pagination.nextPage === null ? (
              <ChevronRight aria-hidden="true" />
            ) : (
              <a {...link(pagination.nextPage)}>
                <ChevronRight aria-hidden="true" />
              </a>
            )}
          </IconButton>
        </ButtonGroup>
      )}
    </ChakraPagination.Context>
  );
}
