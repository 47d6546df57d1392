/**
 * A part of a long page that the browser lays out and paints only once it comes near the screen
 * (`content-visibility: auto`), holding `estimatedHeight` until then and its real height after. On a
 * phone the front page is five screens tall: drawing only the first one makes it show and respond
 * sooner. The content stays in the document for search, find-in-page and screen readers.
 *
 * The estimate is the part's usual height at each width (Chakra's breakpoints): a part two columns
 * wide on a desktop is half as tall as on a phone, and an estimate far from the real height makes
 * the page grow or shrink under the visitor as the part comes near (the scroll bar jumps; at the
 * end of the page the view itself moves).
 */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A CSS length, or one per breakpoint from `base` (a phone) up. */
export type EstimatedHeight =
  string | Readonly<{ base: string; sm?: string; md?: string; lg?: string; xl?: string }>;

/** The style behind it, for an element that is itself such a part (the footer). */
export function renderWhenNearStyle(estimatedHeight: EstimatedHeight) {
  const size =
    typeof estimatedHeight === 'string'
      ? `auto ${estimatedHeight}`
      : Object.fromEntries(
          Object.entries(estimatedHeight).map(([breakpoint, height]) => [
            breakpoint,
            `auto ${height}`,
          ]),
        );
  return { contentVisibility: 'auto', containIntrinsicSize: size } as const;
}

export function RenderWhenNear({
  estimatedHeight,
  children,
}: {
  /** The part's usual height, as a CSS length, or one per breakpoint. */
  estimatedHeight: EstimatedHeight;
  children: ReactNode;
}) {
  return <Box css={renderWhenNearStyle(estimatedHeight)}>{children}</Box>;
}
