/**
 * Today's date in the strip above the header is Beijing's, whatever the clock's own time zone: the
 * server and the reader's browser draw the same page, including in the hours when the date in UTC
 * and in Beijing differ.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GovernmentStrip } from '@/components/layout/government-strip';
import { Provider } from '@/components/ui/provider';

afterEach(() => {
  vi.useRealTimers();
});

describe('the government strip', () => {
  it('shows the date in Beijing when it is already the next day there', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T20:00:00Z') });
    render(
      <Provider>
        <GovernmentStrip />
      </Provider>,
    );
    expect(screen.getByText('今天是 2026年11月25日星期三')).toBeInTheDocument();
  });
});
