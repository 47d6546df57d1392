/**
 * A result card of the catalogue: badges and the name (a link to the detail, whose area is the
 * whole card), the summary in at most two lines, a row of labelled facts, and the figures with the
 * update date at the foot.
 *
 * A page shows ten of them, so a card is one styled element and its parts are plain elements styled
 * from it (src/components/ui/plain-parts.ts): the page is drawn by the server, then taken over by
 * the browser, and every Chakra element of every card would cost at both.
 */
import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { headingStyles, overlayLinkStyles } from '@/components/ui/plain-parts';

export type CardFact = { label: string; value: string };

type CatalogCardProps = {
  to: string;
  name: string;
  summary: string;
  badges?: ReactNode;
  facts: CardFact[];
  figures: ReactNode;
};

const catalogCardStyles: SystemStyleObject = {
  position: 'relative',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.200',
  rounded: 'lg',
  px: { base: '4', md: '6' },
  py: { base: '4', md: '5' },
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _hover: { borderColor: 'brand.300', shadow: 'sm' },
  // Any other link in the card stays above the one covering it (Chakra's `LinkBox`).
  '& a[href]:not([data-part=name]), abbr[title]': { position: 'relative', zIndex: 1 },
  '& [data-part=title]': { display: 'flex', alignItems: 'center', gap: '2', mb: '2' },
  '& h3': { ...headingStyles('lg'), color: 'gray.900', lineClamp: 1, minWidth: '0' },
  '& [data-part=name]': { ...overlayLinkStyles, _hover: { color: 'brand.fg' } },
  '& [data-part=summary]': { color: 'gray.600', fontSize: 'sm', lineClamp: 2, mb: '3' },
  '& [data-part=facts]': {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '6',
    rowGap: '1',
    fontSize: 'sm',
    mb: '3',
  },
  '& [data-part=fact]': { color: 'gray.700' },
  '& [data-part=fact-label]': { color: 'gray.500' },
  '& [data-part=figures]': {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '5',
    rowGap: '1',
    pt: '3',
    borderTopWidth: '1px',
    borderColor: 'gray.100',
    fontSize: 'xs',
    color: 'gray.500',
  },
  '& [data-part=figure]': { display: 'flex', alignItems: 'center', gap: '1' },
  '& [data-part=figure] svg': { width: '14px', height: '14px' },
  '& [data-part=figure-icon]': { display: 'inline-flex' },
};

export function CatalogCard({ to, name, summary, badges, facts, figures }: CatalogCardProps) {
  return (
    <chakra.article css={catalogCardStyles}>
      <div data-part="title">
        {badges}
        <h3>
          <RouterLink to={to} data-part="name">
            {name}
          </RouterLink>
        </h3>
      </div>
      <p data-part="summary">{summary}</p>
      <div data-part="facts">
        {facts.map((fact) => (
          <p key={fact.label} data-part="fact">
            <span data-part="fact-label">{fact.label}：</span>
            {fact.value}
          </p>
        ))}
      </div>
      <div data-part="figures">{figures}</div>
    </chakra.article>
  );
}

/** One figure at a card's foot (drawn inside `CatalogCard`'s `figures`, which styles it). */
export function CardFigure({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span data-part="figure">
      <span data-part="figure-icon" aria-hidden="true">
        {icon}
      </span>
      {children}
    </span>
  );
}
