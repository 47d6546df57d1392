/**
 * The pager under every list: 共 N 条, 上一页 / page numbers / 下一页, and a 每页 N 条 choice.
 * It only reports the wanted page and size; the list decides what to load (usually via the URL).
 *
 * Given the address of each page (`hrefFor`), the pages, 上一页 and 下一页 are links: before the
 * scripts run the browser follows one and the server draws that page; after, a click changes the
 * list in place. The size choice needs the scripts, so it waits for them, disabled.
 *
 * The pages shown are computed here (page-items.ts) and drawn as plain buttons or links, with the
 * attributes Chakra's pagination would give them, so no state machine comes with every public page.
 */
import { ButtonGroup, chakra, Flex, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PlainNativeSelect } from '@/components/ui/plain-native-select';
import { followInApp } from '@/lib/follow-in-app';
import { useHydrated } from '@/lib/use-hydrated';
import { pageItems, type PageItem } from './page-items';
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
  const pages = shownPages(current, Math.ceil(total / pageSize));

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
      <chakra.nav aria-label={t('list.pagination')}>
        {hrefFor === undefined ? (
          <PageButtons pages={pages} onChange={(to) => onChange(to, pageSize)} />
        ) : (
          <PageLinks pages={pages} pageSize={pageSize} hrefFor={hrefFor} onChange={onChange} />
        )}
      </chakra.nav>
      <Flex align="center" gap="2">
        <VisuallyHidden asChild>
          <label htmlFor={sizeId}>{t('list.pageSize')}</label>
        </VisuallyHidden>
        <PlainNativeSelect
          size="sm"
          width="auto"
          disabled={!hydrated}
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
        </PlainNativeSelect>
      </Flex>
    </Flex>
  );
}

/** The current page, its neighbours and the pages to show between 上一页 and 下一页. */
type ShownPages = {
  current: number;
  previous: number | null;
  next: number | null;
  items: PageItem[];
};

function shownPages(current: number, totalPages: number): ShownPages {
  return {
    current,
    previous: current > 1 ? current - 1 : null,
    next: current < totalPages ? current + 1 : null,
    items: pageItems(current, totalPages),
  };
}

/** The pages, 上一页 and 下一页 as buttons (a list whose pages have no address). */
function PageButtons({ pages, onChange }: { pages: ShownPages; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const choose = (to: number | null) => () => {
    if (to !== null && to !== pages.current) onChange(to);
  };
  return (
    <ButtonGroup variant="outline" size="sm" colorPalette="brand" attached={false} gap="1">
      <IconButton
        type="button"
        aria-label={t('list.previousPage')}
        bg="white"
        disabled={pages.previous === null}
        onClick={choose(pages.previous)}
      >
        <ChevronLeft aria-hidden="true" />
      </IconButton>
      {pages.items.map((item, index) =>
        item.type === 'page' ? (
          <IconButton
            key={item.value}
            type="button"
            aria-label={t('list.page', { page: item.value })}
            aria-current={item.value === pages.current ? 'page' : undefined}
            data-selected={item.value === pages.current ? '' : undefined}
            variant={{ base: 'outline', _selected: 'solid' }}
            bg={{ base: 'white', _selected: 'brand.solid' }}
            minWidth="9"
            onClick={choose(item.value)}
          >
            {item.value}
          </IconButton>
        ) : (
          <IconButton key={`ellipsis-${index}`} as="span" aria-hidden="true">
            <Ellipsis />
          </IconButton>
        ),
      )}
      <IconButton
        type="button"
        aria-label={t('list.nextPage')}
        bg="white"
        disabled={pages.next === null}
        onClick={choose(pages.next)}
      >
        <ChevronRight aria-hidden="true" />
      </IconButton>
    </ButtonGroup>
  );
}

type PageLinksProps = {
  pages: ShownPages;
  pageSize: number;
  hrefFor: (page: number) => string;
  onChange: (page: number, pageSize: number) => void;
};

/** The pages, 上一页 and 下一页 as links; the ones that lead nowhere are disabled buttons. */
function PageLinks({ pages, pageSize, hrefFor, onChange }: PageLinksProps) {
  const { t } = useTranslation();
  const link = (to: number) => ({
    href: hrefFor(to),
    onClick: followInApp(() => onChange(to, pageSize)),
  });
  return (
    <ButtonGroup variant="outline" size="sm" colorPalette="brand" attached={false} gap="1">
      <IconButton
        aria-label={t('list.previousPage')}
        bg="white"
        asChild={pages.previous !== null}
        disabled={pages.previous === null}
      >
        {pages.previous === null ? (
          <ChevronLeft aria-hidden="true" />
        ) : (
          <a {...link(pages.previous)}>
            <ChevronLeft aria-hidden="true" />
          </a>
        )}
      </IconButton>
      {pages.items.map((item, index) =>
        item.type === 'page' ? (
          <IconButton
            key={item.value}
            asChild
            variant={item.value === pages.current ? 'solid' : 'outline'}
            bg={item.value === pages.current ? 'brand.solid' : 'white'}
            minWidth="9"
          >
            <a
              {...link(item.value)}
              aria-label={t('list.page', { page: item.value })}
              aria-current={item.value === pages.current ? 'page' : undefined}
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
        asChild={pages.next !== null}
        disabled={pages.next === null}
      >
        {pages.next === null ? (
          <ChevronRight aria-hidden="true" />
        ) : (
          <a {...link(pages.next)}>
            <ChevronRight aria-hidden="true" />
          </a>
        )}
      </IconButton>
    </ButtonGroup>
  );
}
