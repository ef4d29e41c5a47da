// The search page (`/search?q=…`): full results from the same backend as the modal, with
// breadcrumbs and snippets, a docs-version filter, infinite scroll and a "Load more results"
// button for the keyboard. The query lives in the
// URL (updated as the reader types), so a results page can be shared and opened directly. Back
// from a result comes back to as many results as were loaded, scrolled to the same place.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROOT_ID } from '../../src/shared/boot.js';
import { useSiteData } from '../../src/client/context.js';
import { Link } from '../../src/client/Link.js';
import type { PageProps } from '../../src/client/pageProps.js';
import { loadSearchBackend, type SearchBackend } from '../../src/client/search/loadSearchBackend.js';
import type { SearchHit, SearchResponse } from '../../src/client/search/searchClient.js';
import { HIERARCHY_LEVELS } from '../../src/client/search/indexFormat.js';
import { formatPageTitle } from '../../src/shared/pageTitle.js';
import type { SiteData } from '../../src/shared/types.js';
import { contextualVersions, searchFacetFilters, searchTags, storedPreferredVersion, versionParam, versionedPlugins, type SearchVersions } from './contextualSearch.js';
import { hitSitePath } from './hitPath.js';
import { missingResultsUrl } from './missingResultsUrl.js';
import { savedResults, saveResults, type SavedResults } from './savedResults.js';
import { useIsomorphicLayoutEffect } from '../../src/client/layoutEffect.js';

export interface SearchPageProps {
  path: string;
}

const HITS_PER_PAGE = 10;
const SNIPPET_WORDS = 30;
const SEARCH_DEBOUNCE_MS = 120;
const URL_DEBOUNCE_MS = 300;

type Results =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'error'; query: string }
  | { status: 'done'; query: string; hits: SearchHit[]; nbHits: number; page: number; nbPages: number; loadingMore: boolean };

/** A plugin's version `''` is "All versions", written as an empty parameter (`version=`). */
function queryString(query: string, versions: Partial<SearchVersions>, site: SiteData): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  for (const plugin of versionedPlugins(site)) {
    const version = versions[plugin.pluginId];
    if (version !== undefined) params.set(versionParam(plugin.pluginId), version);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The query and versions a URL asks for. A plugin the URL names no version of gets `defaults`'
 * (the version the reader prefers, else the latest, as the modal searches): a shared link to
 * `/search?q=sidebar` should not list each doc once per version.
 */
function readQueryString(search: string, site: SiteData, defaults: SearchVersions): { query: string; versions: Partial<SearchVersions> } {
  const params = new URLSearchParams(search);
  const versions: Partial<SearchVersions> = {};
  for (const plugin of versionedPlugins(site)) {
    const version = params.get(versionParam(plugin.pluginId));
    if (version === '' || (version && plugin.versions.some((candidate) => candidate.name === version))) versions[plugin.pluginId] = version;
    else versions[plugin.pluginId] = defaults[plugin.pluginId];
  }
  return { query: params.get('q') ?? '', versions };
}

/** Results page `page` of `hitsPerPage` (the first pages at once, when coming back to them). */
async function searchPage(backend: SearchBackend, site: SiteData, query: string, versions: Partial<SearchVersions>, page: number, hitsPerPage = HITS_PER_PAGE): Promise<SearchResponse> {
  const { results } = await backend.client.search({
    requests: [
      {
        indexName: backend.config.indexName ?? 'local',
        query,
        facetFilters: searchFacetFilters(site.locale.current, searchTags(site, versions, backend.otherTags)),
        hitsPerPage,
        page,
        attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'type', 'docusaurus_tag'],
        attributesToSnippet: [`content:${SNIPPET_WORDS}`],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        snippetEllipsisText: '…',
      },
    ],
  });
  return results[0]!;
}

/**
 * Keyboard focus is in `element` or past it. Moving focus scrolls the focused element into view,
 * so a reader tabbing through the results, or past them into the footer, would make the infinite
 * scroll load more: each load then either adds results ahead of the footer they were tabbing to,
 * or pushes the focused element, and its focus ring, off screen.
 */
function hasKeyboardFocusFrom(element: Element): boolean {
  const focused = document.activeElement;
  return focused !== null && focused.matches(':focus-visible') && Boolean(element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
}

export default function SearchPage(_props: PageProps<SearchPageProps>) {
  const site = useSiteData();
  const location = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [versions, setVersions] = useState<Partial<SearchVersions>>({});
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const syncedSearch = useRef<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Results loaded with the button: the index of the first new one, which then takes the focus.
  const focusFrom = useRef<number | undefined>(undefined);
  // Coming back to this history entry: what it showed when the reader left, for the first search.
  const restoring = useRef<SavedResults | undefined>(undefined);
  const scrollTarget = useRef<number | undefined>(undefined);
  const shownAt = useRef(location.pathname);
  const loadedPages = useRef(0);
  loadedPages.current = results.status === 'done' ? results.page + 1 : 0;

  // Leaving this entry (a result or any link followed, or the query rewritten): remember how much
  // was loaded and the scroll position. The URL has changed, but this page is still on screen.
  useEffect(() => {
    if (location.pathname !== shownAt.current) return;
    const { key, search } = location;
    return () => {
      if (loadedPages.current) saveResults({ key, search, pages: loadedPages.current, scrollY: window.scrollY });
    };
  }, [location]);

  // URL → state: on arrival (the server rendered no query) and when a link changes the query.
  useEffect(() => {
    if (location.search === syncedSearch.current) return;
    if (syncedSearch.current === null) restoring.current = savedResults(location.key, location.search);
    syncedSearch.current = location.search;
    const read = readQueryString(location.search, site, contextualVersions(site, location.pathname, storedPreferredVersion(site)));
    setQuery(read.query);
    setVersions(read.versions);
  }, [location.search, site]);

  // State → URL, once typing pauses.
  useEffect(() => {
    const search = queryString(query.trim(), versions, site);
    if (syncedSearch.current === null || search === syncedSearch.current) return;
    const timer = setTimeout(() => {
      syncedSearch.current = search;
      navigate({ search }, { replace: true });
    }, URL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, versions, site, navigate]);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setResults({ status: 'idle' });
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      const restored = restoring.current;
      restoring.current = undefined;
      const pages = restored?.pages ?? 1;
      setResults({ status: 'loading', query: trimmed });
      loadSearchBackend(site)
        .then(async (backend) => {
          const response = await searchPage(backend, site, trimmed, versions, 0, pages * HITS_PER_PAGE);
          if (cancelled) return;
          scrollTarget.current = restored?.scrollY;
          setResults({ status: 'done', query: trimmed, hits: response.hits, nbHits: response.nbHits, page: pages - 1, nbPages: Math.ceil(response.nbHits / HITS_PER_PAGE), loadingMore: false });
          const seen = response.hits.map((hit) => hit.hierarchy.lvl0).filter(Boolean);
          setSuggestions((previous) => [...new Set([...previous, ...seen, ...backend.suggestions])].slice(0, 5));
        })
        .catch((error: unknown) => {
          console.error('Folio: search failed', error);
          if (!cancelled) setResults({ status: 'error', query: trimmed });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [query, versions, site]);

  // Back at the place the reader left, once the results that were there are on screen again.
  useIsomorphicLayoutEffect(() => {
    if (scrollTarget.current === undefined || results.status !== 'done') return;
    window.scrollTo(0, scrollTarget.current);
    scrollTarget.current = undefined;
  }, [results]);

  // The next page being loaded, by query: the scroll observer and the button can both ask for it
  // before React has re-rendered with `loadingMore`, and `results` here is the render's copy.
  const loadingPage = useRef<string | undefined>(undefined);
  const loadMore = useCallback(() => {
    if (results.status !== 'done' || results.loadingMore || results.page + 1 >= results.nbPages) return;
    const { query: shown, page } = results;
    const key = `${page + 1}\u0000${shown}`;
    if (loadingPage.current === key) return;
    loadingPage.current = key;
    setResults({ ...results, loadingMore: true });
    loadSearchBackend(site)
      .then((backend) => searchPage(backend, site, shown, versions, page + 1))
      .then((response) =>
        // Appended once, to the results it follows.
        setResults((current) =>
          current.status === 'done' && current.query === shown && current.page === page ? { ...current, hits: [...current.hits, ...response.hits], page: page + 1, loadingMore: false } : current,
        ),
      )
      .catch(() => setResults((current) => (current.status === 'done' && current.query === shown ? { status: 'error', query: shown } : current)))
      .finally(() => {
        if (loadingPage.current === key) loadingPage.current = undefined;
      });
  }, [results, site, versions]);

  // Infinite scroll: the next page loads as the end of the list comes into view, unless the
  // keyboard is moving through the results or past them: that reader loads more with the button
  // at the end of the list, and reaches the footer after it.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || results.status !== 'done') return;
    const loadUnlessTabbing = () => list.current && !hasKeyboardFocusFrom(list.current) && loadMore();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadUnlessTabbing(), { rootMargin: '400px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [results, loadMore]);

  // After "Load more results": focus on the first new result, as if the list had gone on there.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === undefined || (results.status === 'done' && results.loadingMore)) return;
    focusFrom.current = undefined;
    if (results.status === 'done') list.current?.children[from]?.querySelector('a')?.focus();
  }, [results]);

  const shownQuery = query.trim();
  const heading = shownQuery ? `Search results for "${shownQuery}"` : 'Search the documentation';
  // The tab's title follows the heading, as Docusaurus's search page does. On arrival the query
  // is read from the URL after the first render, so this runs after the app has set the route's
  // title ('Search the documentation' too).
  useEffect(() => {
    document.title = formatPageTitle({ title: heading }, site);
  }, [heading, site]);
  const reportUrl = missingResultsUrl(site);
  // The reader came here to search (the search button falls back to this page): the box has the
  // cursor, after the query the address gave, as Docusaurus's search page autofocuses its input.
  // Not when something else already has focus (after a client-side navigation the app's root
  // has it, as the top of the document; see App.tsx).
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const box = input.current;
    const focused = document.activeElement;
    if (!box || (focused && focused !== document.body && focused.id !== ROOT_ID)) return;
    box.focus({ preventScroll: true });
    box.setSelectionRange(box.value.length, box.value.length);
  }, []);
  return (
    <main className="container page-padding search-page">
      <h1>{heading}</h1>
      <form className="search-page__form" role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          ref={input}
          type="search"
          name="q"
          className="search-page__input"
          aria-label="Search"
          placeholder="Type your search here"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {versionedPlugins(site).map((plugin) => (
          <label key={plugin.pluginId} className="search-page__version">
            {plugin.pluginId === 'default' ? 'Docs version' : `${plugin.pluginId} version`}
            <select value={versions[plugin.pluginId] ?? ''} onChange={(event) => setVersions({ ...versions, [plugin.pluginId]: event.target.value })}>
              <option value="">All versions</option>
              {plugin.versions.map((version) => (
                <option key={version.name} value={version.name}>
                  {version.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </form>

      {results.status === 'error' ? (
        <div className="search-page__message" role="alert">
          <p className="search-page__message-title">Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
        </div>
      ) : null}

      {/* The page's one live region, in the page from the first render: a region created with its
          text is not always read out, and one removed with the results never said that a new
          query found nothing. Its text changes with each answer. */}
      <div className="search-page__summary" role="status">
        {results.status === 'done' && results.nbHits > 0 ? <p className="search-page__count">{results.nbHits === 1 ? '1 result' : `${results.nbHits} results`}</p> : null}
        {results.status === 'done' && results.nbHits === 0 ? (
          <p className="search-page__message-title">
            No results for "<strong>{results.query}</strong>"
          </p>
        ) : null}
      </div>

      {results.status === 'done' && results.nbHits === 0 ? (
        <div className="search-page__message search-page__no-results">
          {suggestions.length ? (
            <div>
              <p>Try searching for</p>
              <ul className="search-page__suggestions">
                {suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <button type="button" className="search-page__suggestion" onClick={() => setQuery(suggestion)}>
                      {suggestion}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {reportUrl ? (
            <p>
              Believe this query should return results?{' '}
              <a href={reportUrl({ query: results.query })} target="_blank" rel="noopener noreferrer">
                Let us know.
              </a>
            </p>
          ) : null}
        </div>
      ) : null}

      {results.status === 'done' && results.nbHits > 0 ? (
        <>
          <ol className="search-page__results" ref={list}>
            {results.hits.map((hit) => (
              <li key={hit.objectID + hit.url}>
                <SearchResult hit={hit} site={site} />
              </li>
            ))}
          </ol>
          <div ref={sentinel} />
          {results.loadingMore ? <p className="search-page__status">Fetching new results…</p> : null}
          {results.page + 1 < results.nbPages ? (
            <button
              type="button"
              className="button search-page__more"
              onClick={() => {
                focusFrom.current = results.hits.length;
                loadMore();
              }}
            >
              Load more results
            </button>
          ) : null}
        </>
      ) : null}

      {results.status === 'loading' ? <p className="search-page__status">Loading results…</p> : null}
    </main>
  );
}

function versionLabel(tag: string, site: SiteData): string | undefined {
  for (const plugin of versionedPlugins(site)) {
    const version = plugin.versions.find((candidate) => tag === `docs-${plugin.pluginId}-${candidate.name}`);
    if (version) return version.label;
  }
  return undefined;
}

function SearchResult({ hit, site }: { hit: SearchHit; site: SiteData }) {
  const levels = HIERARCHY_LEVELS.filter((level) => hit.hierarchy[level]);
  const titleLevel = levels[levels.length - 1] ?? 'lvl1';
  const html = (level: (typeof HIERARCHY_LEVELS)[number]) => hit._highlightResult.hierarchy[level]?.value ?? escapeText(hit.hierarchy[level] ?? '');
  const path = hitSitePath(hit.url, site);
  const snippet = hit._snippetResult.content?.value;
  const version = versionLabel(hit.docusaurus_tag, site);
  return (
    <article className="search-result">
      <h2 className="search-result__title">
        {path === undefined ? <a href={hit.url} dangerouslySetInnerHTML={{ __html: html(titleLevel) }} /> : <Link to={path} dangerouslySetInnerHTML={{ __html: html(titleLevel) }} />}
      </h2>
      {/* Where the hit is, as a plain list: not a navigation landmark, since one per result would
          give a screen reader's landmark list dozens of identical "Breadcrumbs" entries. */}
      <div className="search-result__path">
        <ol aria-label="Found in">
          {levels.slice(0, -1).map((level) => (
            <li key={level} dangerouslySetInnerHTML={{ __html: html(level) }} />
          ))}
        </ol>
        {version ? <span className="search-result__version">{version}</span> : null}
      </div>
      {snippet ? <p className="search-result__snippet" dangerouslySetInnerHTML={{ __html: snippet }} /> : null}
    </article>
  );
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
