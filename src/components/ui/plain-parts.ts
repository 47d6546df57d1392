/**
 * Styles for the plain elements inside the public pages' repeated cards and rows (the front page's
 * cards and lists, the catalogue's result cards), given once by the card's or the list's own Chakra
 * element as nested rules.
 *
 * A page of cards draws dozens of them. Drawn as Chakra elements, each part of each one (its icon
 * box, its heading, its lines, its link) costs a styled component on the server and again while the
 * browser takes the page over: most of what a server rendering of such a page costs. Drawn as plain
 * elements styled from their card or list, a card is one styled element; the CSS and the markup the
 * visitor gets are those of the Chakra parts they replace (the computed styles of every element are
 * the same, and so is where it is laid out).
 */
import type { SystemStyleObject } from '@chakra-ui/react';

/** Chakra's `Heading` (semibold, in the heading font, its line height of size `xl`) at `fontSize`. */
export function headingStyles(fontSize: SystemStyleObject['fontSize']): SystemStyleObject {
  return { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', fontSize };
}

/** Chakra's `Link` as the portal's rows use it: plain, never underlined, brand colour on hover. */
export const rowLinkStyles: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  outline: 'none',
  gap: '1.5',
  cursor: 'pointer',
  borderRadius: 'l1',
  focusVisibleRing: 'outside',
  lineClamp: 1,
  _hover: { color: 'brand.fg', textDecoration: 'none' },
};

/** A row of the front page's lists: a thin line between rows, none after the last. */
export const listRowStyles: SystemStyleObject = {
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'gray.100',
  _last: { borderBottomWidth: 0 },
};

/**
 * A link whose `::before` covers its whole card (Chakra's `LinkOverlay` in a `LinkBox`): the card is
 * the link's target, and the card itself must be positioned.
 */
export const overlayLinkStyles: SystemStyleObject = {
  position: 'static',
  '&::before': {
    content: "''",
    cursor: 'inherit',
    display: 'block',
    position: 'absolute',
    top: 0,
    left: 0,
    zIndex: 0,
    width: '100%',
    height: '100%',
  },
};
