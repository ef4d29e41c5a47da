// React 18 warns about useLayoutEffect in a server render (its effect cannot run there): components
// that render on the server and must act before the browser paints use this, a layout effect in
// the browser and a plain (never run) effect on the server.
import { useEffect, useLayoutEffect } from 'react';

export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
