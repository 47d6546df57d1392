/**
 * Tabs drawn with Chakra's tabs recipe (the look of `Tabs`) and the tabs pattern of WAI-ARIA, without
 * `Tabs`' state machines, which would otherwise be part of every public page that shows tabs: a tab
 * list whose arrow keys, Home and End move between the tabs (only the chosen tab is in the tab order),
 * and the chosen tab's panel, the only one drawn.
 *
 * A tab is a button, or a link to the address that shows its panel (`href`): on a page the server
 * drew, such a tab works before the scripts run, and a click meant for another window still opens
 * the address there. With `activation="automatic"` the tab the keys reach is chosen at once; with
 * `manual` the keys only move the focus and Enter or Space chooses (for tabs whose choice loads a
 * list or changes the address).
 */
import { chakra, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { followInApp } from '@/lib/follow-in-app';

type TabCommon<V extends string> = {
  value: V;
  /** What the tab shows: its name and what goes beside it (a count). */
  label: ReactNode;
  /** The tab's accessible name, when what it shows does not say it fully. */
  ariaLabel?: string;
};

export type LightTab<V extends string> = TabCommon<V> &
  (
    | { href: string }
    | {
        href?: undefined;
        /** A tab that cannot be chosen yet (one that needs the scripts, on a page the server drew). */
        disabled?: boolean;
      }
  );

type LightTabsProps<V extends string> = {
  tabs: readonly LightTab<V>[];
  value: V;
  onValueChange: (value: V) => void;
  activation?: 'automatic' | 'manual';
  variant?: 'line' | 'enclosed';
  /** The tab list's accessible name. */
  label?: string;
  listCss?: SystemStyleObject;
  triggerCss?: SystemStyleObject;
  contentCss?: SystemStyleObject;
  /** The chosen tab's panel. */
  children: ReactNode;
};

const arrowTargets = ['ArrowRight', 'ArrowLeft', 'Home', 'End'] as const;
type ArrowTarget = (typeof arrowTargets)[number];

function isArrowTarget(key: string): key is ArrowTarget {
  return (arrowTargets as readonly string[]).includes(key);
}

function isDisabled<V extends string>(tab: LightTab<V>): boolean {
  return tab.href === undefined && tab.disabled === true;
}

export function LightTabs<V extends string>({
  tabs,
  value,
  onValueChange,
  activation = 'automatic',
  variant = 'line',
  label,
  listCss,
  triggerCss,
  contentCss,
  children,
}: LightTabsProps<V>) {
  const styles = useSlotRecipe({ key: 'tabs' })({ variant, size: 'md' });
  const triggers = useRef(new Map<V, HTMLElement>());
  const id = useId();
  const triggerId = (tab: V) => `${id}-trigger-${tab}`;
  const panelId = (tab: V) => `${id}-content-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = tabs.find((tab) => triggers.current.get(tab.value) === event.target);
    if (focused === undefined) return;
    if (event.key === ' ' && focused.href !== undefined) {
      // Space chooses a tab as Enter does; a link on its own would scroll the page instead.
      event.preventDefault();
      triggers.current.get(focused.value)?.click();
      return;
    }
    if (!isArrowTarget(event.key)) return;
    const enabled = tabs.filter((tab) => !isDisabled(tab));
    const at = enabled.indexOf(focused);
    const target = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers.current.get(target.value)?.focus();
    if (activation === 'automatic') onValueChange(target.value);
  };

  return (
    <chakra.div css={styles.root} colorPalette="brand" data-orientation="horizontal">
      <chakra.div
        css={[styles.list, listCss]}
        role="tablist"
        aria-orientation="horizontal"
        aria-label={label}
        data-orientation="horizontal"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          const shared = {
            ref: (element: HTMLElement | null) => {
              if (element === null) triggers.current.delete(tab.value);
              else triggers.current.set(tab.value, element);
            },
            css: [styles.trigger, triggerCss],
            role: 'tab',
            id: triggerId(tab.value),
            'aria-label': tab.ariaLabel,
            'aria-selected': selected,
            'aria-controls': selected ? panelId(tab.value) : undefined,
            'data-selected': selected ? '' : undefined,
            'data-orientation': 'horizontal',
            tabIndex: selected ? 0 : -1,
          };
          if (tab.href !== undefined) {
            return (
              <chakra.a
                key={tab.value}
                {...shared}
                href={tab.href}
                onClick={followInApp(() => onValueChange(tab.value))}
              >
                {tab.label}
              </chakra.a>
            );
          }
          return (
            <chakra.button
              key={tab.value}
              {...shared}
              type="button"
              disabled={tab.disabled}
              data-disabled={tab.disabled === true ? '' : undefined}
              onClick={() => onValueChange(tab.value)}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </chakra.div>
      <chakra.div
        css={[styles.content, contentCss]}
        role="tabpanel"
        id={panelId(value)}
        aria-labelledby={triggerId(value)}
        tabIndex={0}
        data-selected=""
        data-orientation="horizontal"
      >
        {children}
      </chakra.div>
    </chakra.div>
  );
}
