import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '@/components/ui/provider';
import { LightTabs, type LightTab } from '@/components/ui/light-tabs';

type Order = 'views' | 'updated';

function ButtonTabs({ latestDisabled = false }: { latestDisabled?: boolean }) {
  const [order, setOrder] = useState<Order>('views');
  const tabs: LightTab<Order>[] = [
    { value: 'views', label: '浏览最多' },
    { value: 'updated', label: '最近更新', disabled: latestDisabled },
  ];
  return (
    <LightTabs tabs={tabs} value={order} onValueChange={setOrder}>
      <p>{order === 'views' ? '按浏览量' : '按更新时间'}</p>
    </LightTabs>
  );
}

type Section = 'operation' | 'notice' | 'policy';

/** Link tabs as /dynamics draws them: each one an address, chosen with Enter or Space. */
function LinkTabs({ onChoose }: { onChoose: (section: Section) => void }) {
  const [section, setSection] = useState<Section>('operation');
  const choose = (next: Section) => {
    onChoose(next);
    setSection(next);
  };
  return (
    <LightTabs
      label="栏目"
      activation="manual"
      variant="enclosed"
      value={section}
      onValueChange={choose}
      tabs={[
        { value: 'operation', label: '运营动态', href: '/dynamics' },
        { value: 'notice', label: '通知公告', href: '/dynamics?category=notice' },
        { value: 'policy', label: <span>政策 3</span>, ariaLabel: '政策 3 条', href: '/policy' },
      ]}
    >
      <p>{section}</p>
    </LightTabs>
  );
}

describe('light tabs', () => {
  it('shows the chosen tab’s panel only, labelled by its tab', async () => {
    const user = userEvent.setup();
    render(<ButtonTabs />, { wrapper: Provider });
    expect(screen.getByRole('tab', { name: '浏览最多', selected: true })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: '浏览最多' })).toHaveTextContent('按浏览量');
    await user.click(screen.getByRole('tab', { name: '最近更新' }));
    expect(screen.getByRole('tab', { name: '最近更新', selected: true })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: '最近更新' })).toHaveTextContent('按更新时间');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves between the tabs with the arrow keys, Home and End, choosing the one reached', async () => {
    const user = userEvent.setup();
    render(<ButtonTabs />, { wrapper: Provider });
    await user.tab();
    expect(screen.getByRole('tab', { name: '浏览最多' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '最近更新', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '浏览最多', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '最近更新', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '浏览最多', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '最近更新', selected: true })).toHaveFocus();
    // Only the chosen tab is in the tab order; Tab goes on to its panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: '最近更新' })).toHaveFocus();
  });

  it('cannot choose a tab that waits for the scripts', async () => {
    const user = userEvent.setup();
    render(<ButtonTabs latestDisabled />, { wrapper: Provider });
    const latest = screen.getByRole('tab', { name: '最近更新' });
    expect(latest).toBeDisabled();
    await user.click(latest);
    expect(screen.getByRole('tab', { name: '浏览最多', selected: true })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: '浏览最多' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '浏览最多', selected: true })).toHaveFocus();
  });

  it('draws link tabs to their addresses, in a labelled list, and follows a click in the app', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn<(section: Section) => void>();
    render(<LinkTabs onChoose={onChoose} />, { wrapper: Provider });
    const list = screen.getByRole('tablist', { name: '栏目' });
    expect(list).toBeVisible();
    const notice = screen.getByRole('tab', { name: '通知公告', selected: false });
    expect(notice).toHaveAttribute('href', '/dynamics?category=notice');
    expect(screen.getByRole('tab', { name: '政策 3 条' })).toHaveAttribute('href', '/policy');
    // A plain click stays in the app (jsdom would report a navigation it cannot do otherwise).
    await user.click(notice);
    expect(onChoose).toHaveBeenLastCalledWith('notice');
    expect(screen.getByRole('tab', { name: '通知公告', selected: true })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: '通知公告' })).toHaveTextContent('notice');
  });

  it('leaves a click meant for another window to the browser', () => {
    const onChoose = vi.fn<(section: Section) => void>();
    render(<LinkTabs onChoose={onChoose} />, { wrapper: Provider });
    const notice = screen.getByRole('tab', { name: '通知公告' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    notice.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('moves the focus only with the keys when activation is manual; Enter or Space chooses', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn<(section: Section) => void>();
    render(<LinkTabs onChoose={onChoose} />, { wrapper: Provider });
    await user.tab();
    expect(screen.getByRole('tab', { name: '运营动态' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '通知公告', selected: false })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '政策 3 条', selected: false })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '运营动态', selected: true })).toHaveFocus();
    expect(onChoose).not.toHaveBeenCalled();

    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith('policy');
    expect(screen.getByRole('tab', { name: '政策 3 条', selected: true })).toHaveFocus();
    await user.keyboard('{Home} ');
    expect(onChoose).toHaveBeenLastCalledWith('operation');
    expect(screen.getByRole('tab', { name: '运营动态', selected: true })).toHaveFocus();
  });
});
