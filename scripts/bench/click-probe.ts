/**
 * The watcher the click measure puts in every document of its tab before the page's own scripts:
 * on each animation frame (so at the pace the page is painted) it looks for the controls a visitor
 * would use and for the page a working click leads to, and reports through a binding what it saw —
 * when a control first showed on screen, where its middle is, what an input holds, and when the
 * result of the click was on show. It is JavaScript kept as text, because the page runs it as sent:
 * the TypeScript toolchain would otherwise add helpers the page does not have.
 */

/** A control, found by CSS, then by its text and the title of the filter row it sits in. */
export interface ProbeControl {
  readonly name: string;
  readonly selector: string;
  /** Its text contains this. */
  readonly text?: string;
  /** A nearby ancestor's text starts with this: the row's title (开放类型, 交付形式). */
  readonly rowTitle?: string;
}

/** The page a working click shows: its path and parameters, then what its content must show. */
export interface ProbeEffect {
  readonly pathname: string;
  readonly params: Readonly<Record<string, string>>;
  /** 共找到 N 条结果 shows exactly this N. */
  readonly total?: number;
  /** The page's text contains this. */
  readonly text?: string;
  /** At least one element matches this. */
  readonly selector?: string;
}

export interface ProbeSpec {
  readonly controls: readonly ProbeControl[];
  readonly effect: ProbeEffect;
}

/** What the watcher reports. `at` is in ms since the epoch (the page's clock: timeOrigin + now). */
export type ProbeEvent =
  | { readonly kind: 'visible'; readonly name: string; readonly at: number; readonly doc: number }
  | {
      readonly kind: 'position';
      readonly name: string;
      readonly x: number;
      readonly y: number;
      readonly doc: number;
    }
  | { readonly kind: 'value'; readonly name: string; readonly value: string; readonly doc: number }
  | { readonly kind: 'effect'; readonly at: number; readonly doc: number };

export const probeBinding = '__benchProbe';

const probeSource = String.raw`(spec) => {
  if (window.top !== window) return;
  const queue = [];
  const flush = () => {
    const binding = window.${probeBinding};
    if (typeof binding !== 'function') return;
    while (queue.length > 0) binding(queue.shift());
  };
  const send = (event) => {
    queue.push(event);
    flush();
  };
  const now = () => performance.timeOrigin + performance.now();
  const doc = performance.timeOrigin;
  const positions = {};
  const values = {};
  const visible = {};
  let effectSent = false;

  const inRow = (element, title) => {
    let current = element.parentElement;
    for (let depth = 0; current !== null && depth < 6; depth += 1) {
      if ((current.textContent || '').trim().startsWith(title)) return true;
      current = current.parentElement;
    }
    return false;
  };

  const find = (control) => {
    for (const element of document.querySelectorAll(control.selector)) {
      if (control.text && !(element.textContent || '').includes(control.text)) continue;
      if (control.rowTitle && !inRow(element, control.rowTitle)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      return { element, box };
    }
    return null;
  };

  const digits = (text) => Number(text.replace(/[^0-9]/g, ''));

  const effectShown = () => {
    const url = new URL(location.href);
    if (url.pathname !== spec.effect.pathname) return false;
    for (const [key, value] of Object.entries(spec.effect.params)) {
      if (url.searchParams.get(key) !== value) return false;
    }
    const main = document.querySelector('main') || document.body;
    if (main === null) return false;
    if (main.querySelector('[aria-busy="true"]') !== null) return false;
    const text = main.textContent || '';
    if (spec.effect.total !== undefined) {
      const match = /共找到\s*([0-9,]+)\s*条结果/.exec(text);
      if (match === null || digits(match[1]) !== spec.effect.total) return false;
    }
    if (spec.effect.text !== undefined && !text.includes(spec.effect.text)) return false;
    if (spec.effect.selector !== undefined && main.querySelector(spec.effect.selector) === null) {
      return false;
    }
    return true;
  };

  const look = () => {
    for (const control of spec.controls) {
      const found = find(control);
      if (found === null) continue;
      if (!visible[control.name]) {
        visible[control.name] = true;
        send({ kind: 'visible', name: control.name, at: now(), doc });
      }
      const x = Math.round(found.box.left + found.box.width / 2);
      const y = Math.round(found.box.top + found.box.height / 2);
      const last = positions[control.name];
      if (last === undefined || last.x !== x || last.y !== y) {
        positions[control.name] = { x, y };
        send({ kind: 'position', name: control.name, x, y, doc });
      }
      if (found.element instanceof HTMLInputElement && values[control.name] !== found.element.value) {
        values[control.name] = found.element.value;
        send({ kind: 'value', name: control.name, value: found.element.value, doc });
      }
    }
    if (!effectSent && effectShown()) {
      effectSent = true;
      send({ kind: 'effect', at: now(), doc });
    }
    flush();
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}`;

/** The watcher as an init script for `page.addInitScript({ content })`. */
export function probeScript(spec: ProbeSpec): string {
  return `(${probeSource})(${JSON.stringify(spec)});`;
}
