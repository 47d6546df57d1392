/**
 * whenNearScreen (src/lib/when-near-screen.ts): settles once its element comes near the screen, waits
 * for an element not yet in the document, and goes ahead where nothing can be observed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenNearScreen } from '@/lib/when-near-screen';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** The observers made, with what each watches and the margin asked for. */
let observers: {
  callback: Callback;
  margin: string | undefined;
  targets: Element[];
  disconnected: boolean;
}[] = [];

class FakeIntersectionObserver {
  private readonly record;
  constructor(callback: Callback, options?: { rootMargin?: string }) {
    this.record = {
      callback,
      margin: options?.rootMargin,
      targets: [] as Element[],
      disconnected: false,
    };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.targets.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('whenNearScreen', () => {
  it('settles when its element comes near the screen, not before', async () => {
    const section = document.createElement('section');
    section.id = 'notice';
    document.body.append(section);

    const near = whenNearScreen('notice', '300px');
    expect(observers).toHaveLength(1);
    expect(observers[0]?.targets).toEqual([section]);
    expect(observers[0]?.margin).toBe('300px');

    observers[0]?.callback([{ isIntersecting: false }]);
    expect(await settled(near)).toBe(false);
    observers[0]?.callback([{ isIntersecting: true }]);
    expect(await settled(near)).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('waits for an element that is not in the document yet', async () => {
    const near = whenNearScreen('later');
    expect(observers).toHaveLength(0);
    const section = document.createElement('section');
    section.id = 'later';
    document.body.append(section);
    await vi.waitFor(() => expect(observers[0]?.targets).toEqual([section]));
    observers[0]?.callback([{ isIntersecting: true }]);
    expect(await settled(near)).toBe(true);
  });

  it('goes ahead at once where nothing can be observed', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(await settled(whenNearScreen('anything'))).toBe(true);
  });
});
