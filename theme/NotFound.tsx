import type { ReactNode } from 'react';
import { useSiteData } from '../src/client/context.js';
import { Link } from '../src/client/Link.js';
import { latestVersion } from '../src/client/docs.js';

/** Where a lost reader can go on this site: only places it has (a site may have no home page or docs). */
function destinations(site: ReturnType<typeof useSiteData>): { to: string; label: string }[] {
  const docs = Object.values(site.docs)[0];
  return [
    ...(site.homePage ? [{ to: '/', label: 'home page' }] : []),
    ...(docs ? [{ to: latestVersion(docs).mainDocPath, label: 'documentation' }] : []),
    ...(site.search ? [{ to: `/${site.search.searchPagePath.replace(/^\//, '')}`, label: 'search' }] : []),
  ];
}

export default function NotFound() {
  const places = destinations(useSiteData());
  const links: ReactNode[] = places.map((place, index) => (
    <span key={place.to}>
      {index === 0 ? '' : index === places.length - 1 ? ' or ' : ', '}the <Link to={place.to}>{place.label}</Link>
    </span>
  ));
  return (
    <main className="container page-padding not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>The link you followed may be broken, or the page may have moved.{places.length ? <> Try {links}.</> : null}</p>
    </main>
  );
}
