/**
 * The two tabs of 精选数据资源 (最多浏览, 最新发布): a tab list and the chosen tab's panel, drawn with
 * Chakra's tabs recipe (the `line` look of `Tabs`) and the tabs pattern of WAI-ARIA — arrow keys,
 * Home and End move between the tabs and choose the one reached; only the chosen panel is drawn.
 * Chakra's `Tabs` would bring its state machines to the front page for these two buttons.
 */
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type FeaturedTab<V extends string> = {
  value: V;
  label: string;
  /** A tab that cannot be chosen yet (one that needs the scripts, on a page the server drew). */
  disabled?: boolean;
  panel: () => ReactNode;
};

export function FeaturedTabs<V extends string>({
  tabs,
  defaultValue,
}: {
  tabs: readonly FeaturedTab<V>[];
  defaultValue: V;
}) {
  const styles = useSlotRecipe({ key: 'tabs' })({ variant: 'line', size: 'md' });
  const [value, setValue] = useState<V>(defaultValue);
  const triggers = useRef(new Map<V, HTMLButtonElement>());
  const id = useId();
  const triggerId = (tab: V) => `${id}-trigger-${tab}`;
  const panelId = (tab: V) => `${id}-content-${tab}`;
  const chosen = tabs.find((tab) => tab.value === value);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((tab) => tab.disabled !== true);
    const at = enabled.findIndex((tab) => tab.value === value);
    const target = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setValue(target.value);
    triggers.current.get(target.value)?.focus();
  };

  return (
    <chakra.div css={styles.root} colorPalette="brand" data-orientation="horizontal">
      <chakra.div
        css={styles.list}
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <chakra.button
              key={tab.value}
              ref={(element: HTMLButtonElement | null) => {
                if (element === null) triggers.current.delete(tab.value);
                else triggers.current.set(tab.value, element);
              }}
              css={styles.trigger}
              type="button"
              role="tab"
              id={triggerId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId(tab.value) : undefined}
              data-selected={selected ? '' : undefined}
              data-orientation="horizontal"
              disabled={tab.disabled}
              data-disabled={tab.disabled === true ? '' : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => setValue(tab.value)}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </chakra.div>
      {chosen === undefined ? null : (
        <chakra.div
          css={styles.content}
          role="tabpanel"
          id={panelId(chosen.value)}
          aria-labelledby={triggerId(chosen.value)}
          tabIndex={0}
          data-selected=""
          data-orientation="horizontal"
          pt="2"
        >
          {chosen.panel()}
        </chakra.div>
      )}
    </chakra.div>
  );
}
