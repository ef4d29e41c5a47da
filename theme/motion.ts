// How the theme animates a height change (sidebar categories, `<details>`): one curve and one
// reduced-motion rule, so every collapsible part of the site moves alike.

/** Under prefers-reduced-motion a height change still runs, in this many ms (it ends at once). */
export const REDUCED_MOTION_MS = 1;

/** How long to animate a height change of `height` px: longer content a little longer (Material's curve), so every height feels equally fast. */
export function heightChangeDuration(height: number): number {
  if (!height) return 0;
  const ratio = height / 36;
  return Math.round((4 + 15 * ratio ** 0.25 + ratio / 5) * 10);
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The duration of a height change, or the instant one the reader asked for. */
export function heightChangeMs(height: number): number {
  return prefersReducedMotion() ? REDUCED_MOTION_MS : heightChangeDuration(height);
}
