import { useEffect } from 'react';
import type { PageProps } from '../../src/client/pageProps.js';

/** Reached by client navigation to a redirect source: go to the target, keeping query and hash. */
export default function RedirectPage({ page }: PageProps<{ to: string }>) {
  useEffect(() => {
    window.location.replace(page.props.to + (page.props.to.includes('?') ? '' : window.location.search) + (page.props.to.includes('#') ? '' : window.location.hash));
  }, [page.props.to]);
  return (
    <main className="container page-padding">
      <p>
        Redirecting to <a href={page.props.to}>{page.props.to}</a>…
      </p>
    </main>
  );
}
