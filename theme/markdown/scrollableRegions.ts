// Markdown tables and display math scroll sideways when they are wider than the column
// (`overflow: auto`), which a mouse or a finger can do but a keyboard cannot: an element only
// scrolls with the arrow keys once it has focus. Each one that overflows right now joins the tab
// order (tabindex="0"); one that fits leaves it again, so a page of narrow tables gains no tab stops.
// Watched per element with a ResizeObserver (window resizes, sidebar toggles, late fonts) and per
// page with a MutationObserver (client navigation renders new content): no React involved.
// Nothing is watched before React has hydrated the page: a tab stop added to server-rendered
// markup earlier is an attribute React finds and warns about (npm start's console).
import { HYDRATED_ATTRIBUTE } from '../../src/shared/boot.js';

/** What can scroll sideways in rendered markdown (see markdown.css). */
export const SCROLLABLE_SELECTOR = '.markdown table, .markdown .katex-display';
/** Marks the tabindex this module added, so it never removes one the content set itself. */
const MARK = 'data-scroll-focus';

/** Whether `element` holds more than it shows, across (the only direction these scroll). */
export function overflowsAcross(element: Element): boolean {
  return element.scrollWidth > element.clientWidth + 1;
}

/** Puts `element` in the tab order while it overflows, and takes it out once it fits again. */
export function syncScrollFocus(element: Element, overflowing: boolean): void {
  if (overflowing) {
    if (element.hasAttribute('tabindex')) return;
    element.setAttribute('tabindex', '0');
    element.setAttribute(MARK, '');
  } else if (element.hasAttribute(MARK)) {
    element.removeAttribute('tabindex');
    element.removeAttribute(MARK);
  }
}

/** Installs the observers; returns a function that removes them. Call once from the client entry. */
export function installScrollableRegions(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view || typeof view.ResizeObserver !== 'function' || typeof view.MutationObserver !== 'function') return () => undefined;
  // Observing an element reports its size once right away, so a new table is checked on arrival.
  const sizes = new view.ResizeObserver((entries) => {
    for (const entry of entries) syncScrollFocus(entry.target, overflowsAcross(entry.target));
  });
  const observed = new Set<Element>();
  let scheduled = false;
  const scan = () => {
    scheduled = false;
    if (!doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    for (const element of observed) {
      if (element.isConnected) continue;
      sizes.unobserve(element);
      observed.delete(element);
    }
    for (const element of doc.querySelectorAll(SCROLLABLE_SELECTOR)) {
      if (observed.has(element)) continue;
      observed.add(element);
      sizes.observe(element);
    }
  };
  // A navigation changes many nodes at once: one scan per frame is enough. The app marking the
  // page hydrated is a change too, which starts the first scan.
  const pages = new view.MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    view.requestAnimationFrame(scan);
  });
  pages.observe(doc.documentElement, { childList: true, subtree: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  scan();
  return () => {
    pages.disconnect();
    sizes.disconnect();
    observed.clear();
  };
}
