/**
 * Text whose matching parts the server flagged: the hits are wrapped in <mark>, everything is plain
 * text (no HTML from the server reaches the page).
 */
import { chakra } from '@chakra-ui/react';
import type { TextSegment } from '../api/search-site';

export function HighlightedText({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.hit ? (
          <chakra.mark
            key={index}
            bg="orange.100"
            color="red.700"
            rounded="2px"
            fontWeight="inherit"
          >
            {segment.text}
          </chakra.mark>
        ) : (
          <chakra.span key={index}>{segment.text}</chakra.span>
        ),
      )}
    </>
  );
}
