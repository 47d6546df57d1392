/**
 * Settles when the element with `id` comes within `margin` of the screen: for code a part far down a
 * long page needs only once someone scrolls to it (the front page's notice and its sanitiser). The
 * element may not be in the document yet (a page drawn in the browser commits after asking): it is
 * looked for on each frame until it is (for about a second). Where nothing can be observed — the server's renderer, a
 * browser without IntersectionObserver — it settles at once.
 */
export function whenNearScreen(id: string, margin = '600px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined')
    return Promise.resolve();
  return new Promise((resolve) => {
    const observe = (element: Element) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
    };
    // A part that never shows up (its page was left at once) stops being looked for after about a
    // second; what waited for it then goes ahead.
    let frames = 60;
    const find = () => {
      const element = document.getElementById(id);
      if (element !== null) observe(element);
      else if (--frames > 0) requestAnimationFrame(find);
      else resolve();
    };
    find();
  });
}
