// `@docusaurus/BrowserOnly`: renders `children()` only in the browser, `fallback` on the server.
import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.js';

export default function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{useIsBrowser() ? children() : fallback}</>;
}
