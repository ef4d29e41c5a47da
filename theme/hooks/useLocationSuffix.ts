import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The address's ?query and #hash, for links to this page elsewhere (another docs version, another
 * language) that keep them, as Docusaurus's do. Empty until hydrated: the server HTML was rendered
 * without them, and links that differed from it would be a hydration mismatch.
 */
export function useLocationSuffix(): string {
  const { search, hash } = useLocation();
  const [suffix, setSuffix] = useState('');
  useEffect(() => setSuffix(search + hash), [search, hash]);
  return suffix;
}
