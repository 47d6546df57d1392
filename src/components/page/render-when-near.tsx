/**
 * A part of a long page that the browser lays out and paints only once it comes near the screen
 * (`content-visibility: auto`), holding `estimatedHeight` until then and its real height after. On a
 * phone the front page is five screens tall: drawing only the first one makes it show and respond
 * sooner. The content stays in the document for search, find-in-page and screen readers.
 */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The style behind it, for an element that is itself such a part (the footer). */
export function renderWhenNearStyle(estimatedHeight: string) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeight}` } as const;
}

export function RenderWhenNear({
  estimatedHeight,
  children,
}: {
  /** The part's usual height on a phone, as a CSS length. */
  estimatedHeight: string;
  children: ReactNode;
}) {
  return <Box css={renderWhenNearStyle(estimatedHeight)}>{children}</Box>;
}
