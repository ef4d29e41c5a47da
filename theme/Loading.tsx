import { useEffect } from 'react';
import { useSiteData } from '../src/client/context.js';
import { formatPageTitle } from '../src/shared/pageTitle.js';

const ERROR_TITLE = 'This page could not be loaded';

/** Shown while a lazily loaded page takes long, or when loading it failed. */
export default function Loading({ error, retry }: { error?: Error; retry: () => void }) {
  const site = useSiteData();
  // The tab says so too, rather than naming the page left behind (the app restores that one's
  // title when it shows again).
  useEffect(() => {
    if (error) document.title = formatPageTitle({ title: ERROR_TITLE }, site);
  }, [error, site]);
  if (error) {
    return (
      <main className="container page-padding loading loading--error" role="alert">
        <h1 className="loading__title">{ERROR_TITLE}</h1>
        {/* The browser's own words ("Failed to fetch") say little alone: say what to try. */}
        <p>
          {error.message.replace(/\.$/, '')}. Check your connection, then retry.
        </p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </main>
    );
  }
  return (
    <main className="container page-padding loading" aria-busy="true">
      <div className="loader" role="progressbar" aria-label="Loading page">
        <svg viewBox="0 0 40 40" width="48" height="48" aria-hidden="true">
          <circle className="loader__track" cx="20" cy="20" r="16" fill="none" strokeWidth="4" />
          <circle className="loader__arc" cx="20" cy="20" r="16" fill="none" strokeWidth="4" strokeLinecap="round" />
        </svg>
      </div>
    </main>
  );
}
