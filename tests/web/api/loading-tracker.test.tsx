import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLoadingTracker, useGlobalLoading, type LoadingTracker } from '@/api/loading-tracker';

function LoadingProbe({ tracker }: { tracker: LoadingTracker }) {
  return <p>{useGlobalLoading(tracker) ? '加载中' : '空闲'}</p>;
}

describe('loading tracker', () => {
  it('counts each request once, however often it is ended', () => {
    const tracker = createLoadingTracker();
    const endFirst = tracker.start();
    const endSecond = tracker.start();
    expect(tracker.pending()).toBe(2);
    endFirst();
    endFirst();
    expect(tracker.pending()).toBe(1);
    endSecond();
    expect(tracker.pending()).toBe(0);
  });

  it('drives useGlobalLoading while requests are pending', () => {
    const tracker = createLoadingTracker();
    render(<LoadingProbe tracker={tracker} />);
    expect(screen.getByText('空闲')).toBeInTheDocument();
    let end: () => void = () => undefined;
    act(() => {
      end = tracker.start();
    });
    expect(screen.getByText('加载中')).toBeInTheDocument();
    act(() => end());
    expect(screen.getByText('空闲')).toBeInTheDocument();
  });
});
