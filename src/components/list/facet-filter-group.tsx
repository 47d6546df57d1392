/**
 * One filter row of a list: its name, then 全部 and every option with the number of results it gives.
 * One option can be chosen (the contract filters by one value per group). A long group shows its
 * first options and 展开全部; a searchable one (40+ departments) also offers a box to find an option.
 *
 * Given the address each choice leads to (`hrefFor`), the options are links: before the scripts run
 * the browser follows one and the server draws the filtered list; after, a click changes the list in
 * place. 展开全部 needs the scripts, so it waits for them, disabled.
 *
 * A list page shows dozens of options, so they are plain elements styled from their row with the
 * styles Chakra's `Button` would give them (its recipe, small, ghost or solid when chosen), rather
 * than a styled component each, which the server and then the browser taking the page over would
 * pay for every one.
 */
import {
  Box,
  Button,
  Flex,
  Text,
  VisuallyHidden,
  useRecipe,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { PlainInput } from '@/components/ui/plain-input';
import { useTranslation } from '@/i18n/use-translation';
import { followInApp, pressOnSpace } from '@/lib/follow-in-app';
import { useHydrated } from '@/lib/use-hydrated';

export type FacetOptionView = { value: string; label: string; count: number };

type ButtonRecipe = (variants: { size: 'xs'; variant: 'ghost' | 'solid' }) => SystemStyleObject;

const unchosen = '& [data-part=option][aria-pressed=false]';
const chosen = '& [data-part=option][aria-pressed=true]';

/**
 * The options' styles, for their row: what `<Button size="xs" variant="ghost|solid">` with the
 * options' own style props gives. Chakra merges these lists the way it merges a button's recipe
 * with its props, so a state the props restyle (hover) keeps the rest of the recipe's.
 */
function optionStyles(button: ButtonRecipe): SystemStyleObject[] {
  const recipe = (variant: 'ghost' | 'solid') => button({ size: 'xs', variant });
  const common = { fontWeight: 'normal', fontSize: 'sm', px: '2.5' };
  return [
    { [unchosen]: recipe('ghost') },
    {
      [unchosen]: {
        colorPalette: 'gray',
        color: 'gray.700',
        ...common,
        _hover: { bg: 'brand.50', color: 'brand.fg' },
      },
    },
    { [chosen]: recipe('solid') },
    { [chosen]: { colorPalette: 'brand', color: 'white', ...common } },
    { '& [data-part=count]': { fontSize: 'xs', color: 'gray.500' } },
    { [`${chosen} [data-part=count]`]: { color: 'brand.100' } },
  ];
}

type FacetFilterGroupProps = {
  title: string;
  options: FacetOptionView[];
  /** The chosen value, '' for 全部. */
  value: string;
  onChange: (value: string) => void;
  /** The address choosing `value` leads to ('' for 全部); the options are buttons without it. */
  hrefFor?: (value: string) => string;
  /** How many options show before 展开全部. */
  visibleCount?: number;
  searchable?: boolean;
};

export function FacetFilterGroup({
  title,
  options,
  value,
  onChange,
  hrefFor,
  visibleCount = 10,
  searchable = false,
}: FacetFilterGroupProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const titleId = useId();
  const searchId = useId();
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const buttonRecipe = useRecipe({ key: 'button' });
  const optionsCss = useMemo(() => optionStyles(buttonRecipe), [buttonRecipe]);

  const filtered =
    expanded && query.trim() !== ''
      ? options.filter((option) => option.label.includes(query.trim()))
      : options;
  const overflow = options.length > visibleCount;
  let shown = expanded ? filtered : filtered.slice(0, visibleCount);
  // The chosen option stays visible even when it is past the first few.
  const chosen = options.find((option) => option.value === value);
  if (chosen && !shown.includes(chosen)) shown = [...shown, chosen];

  return (
    <Flex
      role="group"
      aria-labelledby={titleId}
      gap={{ base: '2', md: '4' }}
      direction={{ base: 'column', md: 'row' }}
      py="3"
      borderBottomWidth="1px"
      borderColor="gray.100"
      _last={{ borderBottomWidth: '0' }}
    >
      <Text
        id={titleId}
        flexShrink={0}
        width={{ md: '5.5rem' }}
        pt="1"
        fontSize="sm"
        fontWeight="bold"
        color="gray.700"
      >
        {title}
      </Text>
      <Box flex="1" minWidth="0">
        {searchable && expanded ? (
          <Box mb="2" maxWidth="xs">
            <VisuallyHidden asChild>
              <label htmlFor={searchId}>{t('list.searchOptions', { group: title })}</label>
            </VisuallyHidden>
            <PlainInput
              id={searchId}
              size="xs"
              type="search"
              bg="white"
              value={query}
              placeholder={t('list.searchOptions', { group: title })}
              onChange={(event) => setQuery(event.target.value)}
            />
          </Box>
        ) : null}
        {/* A Box: Flex would spread the list of styles into one object. */}
        <Box display="flex" flexWrap="wrap" gap="1.5" css={optionsCss}>
          <OptionButton
            label={t('list.allOptions')}
            selected={value === ''}
            href={hrefFor?.('')}
            onClick={() => onChange('')}
          />
          {shown.map((option) => {
            // Choosing the chosen option again clears the group.
            const next = option.value === value ? '' : option.value;
            return (
              <OptionButton
                key={option.value}
                label={option.label}
                count={option.count}
                selected={option.value === value}
                href={hrefFor?.(next)}
                onClick={() => onChange(next)}
              />
            );
          })}
          {shown.length === 0 ? (
            <Text fontSize="sm" color="gray.500" px="2" py="1">
              {t('list.noMatchingOptions')}
            </Text>
          ) : null}
        </Box>
      </Box>
      {overflow ? (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          flexShrink={0}
          alignSelf="flex-start"
          aria-expanded={expanded}
          disabled={!hydrated}
          onClick={() => {
            setExpanded((open) => !open);
            setQuery('');
          }}
        >
          {expanded
            ? t('list.showFewerOptions')
            : t('list.showAllOptions', { count: options.length })}
          {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
        </Button>
      ) : null}
    </Flex>
  );
}

type OptionButtonProps = {
  label: string;
  count?: number;
  selected: boolean;
  /** Drawn as a link to this address, pressed like a button. */
  href?: string | undefined;
  onClick: () => void;
};

function OptionButton({ label, count, selected, href, onClick }: OptionButtonProps) {
  const content = (
    <>
      {label}
      {count === undefined ? null : ' '}
      {count === undefined ? null : <span data-part="count">{count}</span>}
    </>
  );
  return href === undefined ? (
    <button
      type="button"
      className="chakra-button"
      data-part="option"
      aria-pressed={selected}
      onClick={onClick}
    >
      {content}
    </button>
  ) : (
    // A toggle that is also a link: it reads as a pressed or unpressed button, and its address is
    // where the browser goes before the scripts run.
    <a
      href={href}
      role="button"
      className="chakra-button"
      data-part="option"
      aria-pressed={selected}
      onClick={followInApp(onClick)}
      onKeyDown={pressOnSpace}
    >
      {content}
    </a>
  );
}
