import { useInRouterContext, useLocation, type Location } from 'react-router-dom';

/**
 * The router's location, or undefined outside a router (a component rendered on its own, as in
 * unit tests). Whether a component sits inside a router never changes while it is mounted, so
 * the hooks called here are the same on every render.
 */
export function useRouterLocation(): Location | undefined {
  return useInRouterContext() ? useLocation() : undefined;
}
