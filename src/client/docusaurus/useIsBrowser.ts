// `@docusaurus/useIsBrowser`: false while the server renders and during hydration (so the
// markup matches), true once the page runs in the browser.
import { useEffect, useState } from 'react';

export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}
