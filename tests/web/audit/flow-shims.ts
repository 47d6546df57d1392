/**
 * What React Flow asks of the browser that jsdom lacks: DOMMatrixReadOnly (read from the viewport's
 * transform) and ResizeObserver (render-portal already installs an inert one). Nothing is laid out in
 * jsdom, so the identity matrix and an observer that never reports are the faithful stand-ins.
 */
class IdentityMatrix {
  readonly m22 = 1;
  readonly a = 1;
  readonly d = 1;
  readonly e = 0;
  readonly f = 0;
  constructor(_transform?: string) {}
}

class InertResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof window !== 'undefined') {
  if (!('DOMMatrixReadOnly' in window))
    Object.defineProperty(window, 'DOMMatrixReadOnly', { value: IdentityMatrix, writable: true });
  if (!('ResizeObserver' in window))
    Object.defineProperty(window, 'ResizeObserver', { value: InertResizeObserver, writable: true });
}
