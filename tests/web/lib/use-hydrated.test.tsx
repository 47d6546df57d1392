/**
 * useHydrated: false in the server's markup and while the browser takes that markup over, true once it
 * has (the taking over lets go in a transition), and true at once in a page the browser draws itself.
 */
import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('keeps the server markup while taking it over, then enables the control', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const errors: unknown[] = [];
    // React reports markup that does not match the first render in the console.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    beginTakeOver();
    await act(async () => {
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
    const button = container.querySelector('button');
    expect(button?.disabled).toBe(false);
    expect(button?.textContent).toBe('可用');
  });

  it('is true at once in a page the browser draws itself', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Probe />);
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
  });
});
