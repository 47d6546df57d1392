/**
 * useHydrated: false in the server's markup and while the browser takes that markup over, true once it
 * has (the taking over lets go in a transition), and true at once in a page the browser draws itself.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginTakeOver, TakeOver, useHydrated } from '@/lib/use-hydrated';

function Probe() {
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated}>
      {hydrated ? '可用' : '等待脚本'}
    </button>
  );
}

// React's act() with roots made here, as Testing Library does for its own.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;

afterEach(() => {
  container?.remove();
});

describe('useHydrated', () => {
  it('is false in the server markup', () => {
    expect(renderToString(<Probe />)).toContain('disabled');
  });

  it('keeps the server markup while taking it over, then enables the control', () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const errors: unknown[] = [];
    // React reports markup that does not match the first render in the console.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    beginTakeOver();
    act(() => {
      hydrateRoot(
        container,
        <TakeOver>
          <Probe />
        </TakeOver>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(within(container).getByRole('button', { name: '可用' })).toBeEnabled();
  });

  it('draws a part taken over after the page (its code came later) as the server did, then enables it', () => {
    // The page was taken over in the test before: TakeOver has let go.
    container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      hydrateRoot(container, <Probe />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(within(container).getByRole('button', { name: '可用' })).toBeEnabled();
  });

  it('is true at once in a page the browser draws itself', () => {
    render(<Probe />);
    expect(screen.getByRole('button', { name: '可用' })).toBeEnabled();
  });
});
