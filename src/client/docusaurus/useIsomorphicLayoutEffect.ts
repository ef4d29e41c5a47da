// `@docusaurus/useIsomorphicLayoutEffect`: useLayoutEffect in the browser, useEffect on the
// server, where React warns that a layout effect does nothing.
export { useIsomorphicLayoutEffect as default } from '../layoutEffect.js';
