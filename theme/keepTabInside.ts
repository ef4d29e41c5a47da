// Tab and Shift+Tab inside a modal panel. The page behind an aria-modal dialog is out of reach
// for screen readers, so keyboard focus must not wander there either: past the last control it
// comes back to the first, and before the first it goes to the last.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls of `container` a reader can reach: not in an inert or hidden part of it, and shown. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert], [hidden]') && element.getClientRects().length > 0);
}

/** Handles a Tab keydown so focus cycles within `container` (the event is then cancelled); other keys are left alone. */
export function keepTabInside(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const controls = focusableIn(container);
  if (controls.length === 0) return;
  const first = controls[0]!;
  const last = controls[controls.length - 1]!;
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !container.contains(active);
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
