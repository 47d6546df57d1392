/**
 * The pages a pager shows: the first and the last, `siblings` either side of the current one, and an
 * ellipsis for each gap — 1 … 4 5 6 … 10 — where a gap of a single page shows that page instead.
 * Always `siblings * 2 + 5` items at most, so the pager keeps its width while paging. The same list
 * Chakra's pagination computes, without the state machine that would come with it to every public
 * page (src/components/list/pagination.tsx).
 */
export type PageItem = { type: 'page'; value: number } | { type: 'ellipsis' };

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

export function pageItems(page: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 0) return [];
  const slots = Math.min(siblings * 2 + 5, totalPages);
  let values: (number | null)[];
  if (totalPages <= slots) {
    values = range(1, totalPages);
  } else {
    const left = Math.max(page - siblings, 1);
    const right = Math.min(page + siblings, totalPages);
    // The first and last page and one gap take three slots; the rest go to one side or the middle.
    const sideCount = slots - 2;
    const gapLeft = left > 3;
    const gapRight = right < totalPages - 2;
    if (!gapLeft && gapRight) values = [...range(1, sideCount), null, totalPages];
    else if (gapLeft && !gapRight)
      values = [1, null, ...range(totalPages - sideCount + 1, totalPages)];
    else if (gapLeft && gapRight) values = [1, null, ...range(left, right), null, totalPages];
    else values = range(1, totalPages);
  }
  return values.map((value, index) => {
    if (value !== null) return { type: 'page', value };
    const before = values[index - 1] ?? 0;
    const after = values[index + 1] ?? totalPages + 1;
    return typeof before === 'number' && typeof after === 'number' && after - before === 2
      ? { type: 'page', value: before + 1 }
      : { type: 'ellipsis' };
  });
}
