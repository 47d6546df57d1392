import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from '@/components/list/page-items';

/** The items as a pager shows them: numbers, and … for a gap. */
const shown = (items: PageItem[]) =>
  items.map((item) => (item.type === 'page' ? String(item.value) : '…')).join(' ');

describe('the pages a pager shows', () => {
  it('shows every page of a short list, and none of an empty one', () => {
    expect(shown(pageItems(1, 1))).toBe('1');
    expect(shown(pageItems(4, 7))).toBe('1 2 3 4 5 6 7');
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('keeps the first and last page and the neighbours of the current one, with gaps between', () => {
    expect(shown(pageItems(1, 10))).toBe('1 2 3 4 5 … 10');
    expect(shown(pageItems(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(shown(pageItems(10, 10))).toBe('1 … 6 7 8 9 10');
  });

  it('shows a gap of a single page as that page, so the pager keeps its width', () => {
    expect(shown(pageItems(4, 10))).toBe('1 2 3 4 5 … 10');
    expect(shown(pageItems(7, 10))).toBe('1 … 6 7 8 9 10');
    expect(shown(pageItems(5, 10)).split(' ')).toHaveLength(7);
  });
});
