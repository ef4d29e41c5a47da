import { useEffect } from 'react';
import type { PageProps } from '../../src/client/pageProps.js';

/** The target with the reader's query merged into its own, and the reader's hash if they had one. */
export function redirectTarget(to: string, search: string, hash: string): string {
  const [withoutHash, targetHash = ''] = to.split('#') as [string, string?];
  const [base, targetQuery = ''] = withoutHash.split('?') as [string, string?];
  const query = new URLSearchParams(targetQuery);
  new URLSearchParams(search).forEach((value, key) => query.set(key, value));
  const q = query.toString();
  const h = hash ? hash.replace(/^#/, '') : targetHash;
  return `${base}${q ? `?${q}` : ''}${h ? `#${h}` : ''}`;
}

/** Reached by client navigation to a redirect source: go to the target, keeping query and hash. */
export default function RedirectPage({ page }: PageProps<{ to: string }>) {
  useEffect(() => {
    window.location.replace(redirectTarget(page.props.to, window.location.search, window.location.hash));
  }, [page.props.to]);
  return (
    <main className="container page-padding">
      <p>
        Redirecting to <a href={page.props.to}>{page.props.to}</a>…
      </p>
    </main>
  );
}
