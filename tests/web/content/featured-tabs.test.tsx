import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Provider } from '@/components/ui/provider';
import { FeaturedTabs, type FeaturedTab } from '@/features/home/components/featured-tabs';

function renderTabs(latestDisabled = false) {
  const tabs: FeaturedTab<'views' | 'updated'>[] = [
    { value: 'views', label: '浏览最多', panel: () => <p>按浏览量</p> },
    {
      value: 'updated',
      label: '最近更新',
      disabled: latestDisabled,
      panel: () => <p>按更新时间</p>,
    },
  ];
  render(
    <Provider>
      <FeaturedTabs tabs={tabs} defaultValue="views" />
    </Provider>,
  );
}

describe('the featured resources tabs', () => {
  it('shows the chosen tab’s panel only, labelled by its tab', async () => {
    const user = userEvent.setup();
    renderTabs();
    expect(screen.getByRole('tab', { name: '浏览最多', selected: true })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: '浏览最多' })).toHaveTextContent('按浏览量');
    await user.click(screen.getByRole('tab', { name: '最近更新' }));
    expect(screen.getByRole('tabpanel', { name: '最近更新' })).toHaveTextContent('按更新时间');
    expect(screen.queryByText('按浏览量')).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, Home and End, choosing the one reached', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: '浏览最多' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '最近更新', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '浏览最多', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '最近更新', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '浏览最多', selected: true })).toHaveFocus();
    // Only the chosen tab is in the tab order; Tab goes on to its panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: '浏览最多' })).toHaveFocus();
  });

  it('cannot choose a tab that waits for the scripts', async () => {
    const user = userEvent.setup();
    renderTabs(true);
    const latest = screen.getByRole('tab', { name: '最近更新' });
    expect(latest).toBeDisabled();
    await user.click(latest);
    await user.click(screen.getByRole('tab', { name: '浏览最多' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '浏览最多', selected: true })).toHaveFocus();
  });
});
