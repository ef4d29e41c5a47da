// The 404 page is one HTML file, rendered at `/404` and served for every missing address. Parts
// of the theme follow the address (the docs version in the navbar, the test-area navbar item, an
// active link), so hydrating it at `/docs/3.6.3/nope` against HTML made at `/404` did not match
// (React error #418). Here the theme sees the address the HTML was rendered at while React
// hydrates, then the real one, in a layout effect: re-rendered before the browser paints.
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { useIsomorphicLayoutEffect } from './layoutEffect.js';

export interface HydrationLocationProps {
  /** The route path the server rendered this HTML at, when it differs from the address; else omitted. */
  renderedAt?: string;
  children: ReactNode;
}

export function HydrationLocation({ renderedAt, children }: HydrationLocationProps) {
  const real = useContext(UNSAFE_LocationContext);
  const [hydrating, setHydrating] = useState(renderedAt !== undefined);
  useIsomorphicLayoutEffect(() => {
    setHydrating(false);
  }, []);
  const value = useMemo(
    () => (hydrating && renderedAt !== undefined ? { ...real, location: { ...real.location, pathname: renderedAt, search: '', hash: '' } } : real),
    [hydrating, renderedAt, real],
  );
  // Always the provider, so the tree keeps its shape (and its state) when the address changes.
  return <UNSAFE_LocationContext.Provider value={value}>{children}</UNSAFE_LocationContext.Provider>;
}
