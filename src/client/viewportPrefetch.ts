// Prefetches links as they scroll into view, during idle time and at most
// MAX_VIEWPORT_PREFETCHES per page view, so a long sidebar does not fetch the whole site.

const MAX_VIEWPORT_PREFETCHES = 12;

let observer: IntersectionObserver | undefined;
const callbacks = new WeakMap<Element, () => void>();
let budget = MAX_VIEWPORT_PREFETCHES;

function idle(callback: () => void): void {
  const request = (window as Window & { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback;
  if (request) request(callback);
  else setTimeout(callback, 1);
}

export function resetViewportBudget(): void {
  budget = MAX_VIEWPORT_PREFETCHES;
}

export function observeForPrefetch(element: Element, prefetch: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const callback = callbacks.get(entry.target);
      observer!.unobserve(entry.target);
      if (callback && budget > 0) {
        budget -= 1;
        idle(callback);
      }
    }
  });
  callbacks.set(element, prefetch);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer?.unobserve(element);
  };
}
