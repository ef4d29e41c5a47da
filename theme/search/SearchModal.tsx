// The DocSearch modal, loaded on demand by SearchButton. It runs against the local index (through
// DocSearch's search-client hook, so nothing is sent to a hosted service) or against the hosted
// application the config names, with contextual facet filters either way.
import { createContext, useContext, useEffect, useMemo, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DocSearchModalProps, DocSearchTransformClient, DocSearchHit, InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import { useSiteData } from '../../src/client/context.js';
import { isModifiedClick } from '../../src/client/contentLinks.js';
import { Link } from '../../src/client/Link.js';
import { preloadBeforeNavigation } from '../../src/client/navigation.js';
import { loadSearchBackend, searchConfigOf, type SearchBackend } from '../../src/client/search/loadSearchBackend.js';
import type { SearchClient, SearchRequest } from '../../src/client/search/searchClient.js';
import type { SiteData } from '../../src/shared/types.js';
import { decodeSafely, withBase } from '../../src/shared/url.js';
import { contextualVersions, searchFacetFilters, searchPageUrl, searchTags, storedPreferredVersion } from './contextualSearch.js';
import { hitSitePath } from './hitPath.js';
import { keepTabInside } from '../keepTabInside.js';
import { useDocSearchDialog } from './docSearchDialog.js';
import { missingResultsUrl } from './missingResultsUrl.js';
import { useReturnFocus } from './returnFocus.js';

export interface SearchModalProps {
  onClose(): void;
  /** A character typed on the focused search button. */
  initialQuery?: string;
  /** Takes focus when the modal closes if what had it before the modal opened cannot. */
  searchButton: RefObject<HTMLButtonElement | null>;
}

type DocSearchModule = typeof import('@docsearch/react');

interface Loaded {
  DocSearchModal: DocSearchModule['DocSearchModal'];
  backend: SearchBackend;
  /** What answers the modal's searches instead of DocSearch's own client, if anything. */
  client?: SearchClient;
}

let loading: Promise<Loaded> | undefined;

/** DocSearch's code and styles, and the search backend (for the local index, its manifest). */
function loadModalParts(site: SiteData): Promise<Loaded> {
  const pending = (loading ??= Promise.all([import('@docsearch/react'), injectDocSearchStyles(searchConfigOf(site).provider), loadSearchBackend(site)]).then(
    async ([docsearch, , backend]) => ({ DocSearchModal: docsearch.DocSearchModal, backend, client: await modalClient(backend, docsearch.version, site) }),
  ));
  // Try again on the next opening after a failure, or while the index's manifest was unreachable.
  pending.then(
    (parts) => !parts.backend.complete && loading === pending && (loading = undefined),
    () => loading === pending && (loading = undefined),
  );
  return pending;
}

/**
 * Local mode: the local index. Hosted mode with a configured host (a proxy, a test stub): a client
 * for that host, whose agent names DocSearch as DocSearch's own client would. Otherwise none:
 * DocSearch's own client queries the service.
 */
async function modalClient(backend: SearchBackend, docsearchVersion: string, site: SiteData): Promise<SearchClient | undefined> {
  const { config } = backend;
  if (config.provider === 'local') return backend.client;
  if (!config.indexUrl) return undefined;
  const { createHostedSearchClient } = await import('../../src/client/search/hostedSearchClient.js');
  return createHostedSearchClient({
    appId: config.appId ?? '',
    apiKey: config.apiKey ?? '',
    host: config.indexUrl,
    agents: [
      { segment: 'docsearch', version: docsearchVersion },
      { segment: 'docsearch-react', version: docsearchVersion },
      { segment: 'Folio', version: site.frameworkVersion },
    ],
  });
}

let stylesInjected: Promise<void> | undefined;

/** Local search is not Algolia's: its footer does not say "Search by Algolia". */
const LOCAL_FOOTER = '.DocSearch-Logo{display:none}';

/** DocSearch's own stylesheet, vendored from @docsearch/css into a lazy chunk (no CDN). */
function injectDocSearchStyles(provider: 'local' | 'algolia'): Promise<void> {
  stylesInjected ??= Promise.all([
    import('@docsearch/css/dist/_variables.css', { with: { type: 'text' } }),
    import('@docsearch/css/dist/modal.css', { with: { type: 'text' } }),
  ]).then((sheets) => {
    const style = document.createElement('style');
    style.dataset.folioDocsearch = '';
    style.textContent = [...sheets.map((sheet) => String((sheet as { default: string }).default)), provider === 'local' ? LOCAL_FOOTER : ''].join('\n');
    // Before the theme's stylesheet, so the theme's overrides (search.css) win.
    const theme = document.querySelector('link[rel="stylesheet"]');
    if (theme) theme.before(style);
    else document.head.append(style);
  });
  return stylesInjected;
}

/** Called on hover, focus or touch of the search button: start loading what the modal needs. */
export function prepareSearchModal(site: SiteData): void {
  loadModalParts(site).catch(() => undefined);
}

/** The same, awaited: offline mode loads it once so that its worker keeps the code. */
export async function loadSearchModalParts(site: SiteData): Promise<void> {
  await loadModalParts(site);
}

export function SearchModal({ onClose, initialQuery, searchButton }: SearchModalProps) {
  const siteData = useSiteData();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  // What the reader types while DocSearch and the index's manifest load, handed to DocSearch.
  const [pendingQuery, setPendingQuery] = useState(initialQuery ?? '');

  useEffect(() => {
    let cancelled = false;
    loadModalParts(siteData)
      .then((parts) => !cancelled && setLoaded(parts))
      .catch((error: unknown) => {
        console.error('Folio: search could not be loaded', error);
        if (!cancelled) onClose();
      });
    return () => {
      cancelled = true;
    };
  }, [siteData, onClose]);

  const config = loaded?.backend.config;
  const versions = useMemo(() => contextualVersions(siteData, pathname, storedPreferredVersion(siteData)), [siteData, pathname]);
  const searchParameters = useMemo(
    () => (config?.contextualSearch && loaded ? { facetFilters: searchFacetFilters(siteData.locale.current, searchTags(siteData, versions, loaded.backend.otherTags)) } : {}),
    [config, loaded, siteData, versions],
  );

  // Settles once the modal is gone. DocSearch puts the page back where it was scrolled when the
  // modal opened, as it unmounts (after this component's own clean-up, in the same flush): a hit
  // followed before that was scrolled to, then scrolled away from (a heading of the page shown:
  // no page to preload, so the navigation came at once).
  const [closed] = useState(() => {
    let resolve = () => {};
    const promise = new Promise<void>((settle) => (resolve = settle));
    return { promise, resolve };
  });
  useEffect(() => closed.resolve, [closed]);

  const goTo = useMemo(
    () => (url: string) => {
      const path = hitSitePath(url, siteData);
      if (path === undefined) {
        window.location.assign(url);
        return;
      }
      void preloadBeforeNavigation(withBase(path, siteData.baseUrl), siteData.baseUrl).then(async (ready) => {
        await closed.promise;
        if (!ready) return;
        const target = new URL(withBase(path, siteData.baseUrl), window.location.href);
        const { pathname, search, hash } = window.location;
        navigate(path);
        // A hit on the very place shown changes no address, so nothing scrolls (and the modal has
        // put the page back where it was): go to its heading, or to the top.
        if (target.pathname.replace(/\/$/, '') === pathname.replace(/\/$/, '') && target.search === search && target.hash === hash) {
          const id = decodeSafely(target.hash.slice(1));
          if (id) document.getElementById(id)?.scrollIntoView();
          else window.scrollTo(0, 0);
        }
      });
    },
    [siteData, navigate, closed],
  );

  const props = useMemo((): Omit<DocSearchModalProps, 'onClose' | 'initialScrollY' | 'initialQuery'> | null => {
    if (!loaded || !config) return null;
    // Every search reports whether it failed, for the error screen (see ErrorScreen).
    const tracked = (search: SearchClient['search']) => async (params: { requests: SearchRequest[] }) => {
      setFailedQuery(null);
      try {
        return await search(params);
      } catch (error) {
        setFailedQuery(params.requests[0]?.query ?? '');
        throw error;
      }
    };
    // Answers settle in the order the searches were made. DocSearch shows only the latest
    // search's hits, but stores the hit count ("See all N results") whenever an answer arrives:
    // typing "sidebar" quickly, the slower answer for "side" came last and left its count.
    let previous: Promise<unknown> = Promise.resolve();
    const inOrder = (search: SearchClient['search']) => (params: { requests: SearchRequest[] }) => {
      const answer = search(params);
      const settled = previous.then(() => answer);
      previous = settled.catch(() => undefined);
      return settled;
    };
    const transformSearchClient = (client: DocSearchTransformClient): DocSearchTransformClient => {
      if (config.provider === 'algolia') client.addAlgoliaAgent('Folio', siteData.frameworkVersion);
      const search = loaded.client?.search ?? (client.search.bind(client) as unknown as SearchClient['search']);
      return { ...client, search: inOrder(tracked(search)) as unknown as DocSearchTransformClient['search'] };
    };
    return {
      // In local mode DocSearch still builds its client (it needs some credentials) but the
      // search hook replaces every request: nothing leaves the site.
      appId: config.provider === 'algolia' ? (config.appId ?? '') : 'local',
      apiKey: config.provider === 'algolia' ? (config.apiKey ?? '') : 'local',
      indexName: config.provider === 'algolia' ? (config.indexName ?? '') : `folio${siteData.storageSuffix}`,
      placeholder: 'Search docs',
      transformSearchClient,
      transformItems: (items: DocSearchHit[]) => items.map((item) => ({ ...item, url: localUrl(item.url, siteData) })),
      navigator: {
        navigate: ({ itemUrl }) => goTo(itemUrl),
        navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
        navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
      },
      hitComponent: Hit,
      resultsFooterComponent: ({ state }) => (
        <Link to={searchPageUrl(siteData, config.searchPagePath, state.query, versions)} onClick={onClose}>
          See all {String(state.context.nbHits ?? '')} results
        </Link>
      ),
      getMissingResultsUrl: missingResultsUrl(siteData),
    };
  }, [loaded, config, siteData, goTo, versions, onClose]);

  // DocSearch's autocomplete sets its error status, then throws the failed search on where
  // nothing catches it: one uncaught error per keystroke while the index is out of reach. The
  // error screen already tells the reader (and the browser logs the failed request).
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if ((event.reason as { name?: unknown } | null)?.name === 'RetryError') event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);

  // DocSearch's footer credits Algolia ("Search by"): true of the hosted service only.
  // Tab stays inside the modal. DocSearch's own trap lists the focusable elements once, when the
  // modal opens, and cycles only from the last of them, which is hidden here (the Algolia credit in
  // local mode, the Cancel button on a desktop): Tab from the input left the modal for the page.
  useEffect(() => {
    if (!loaded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const modal = document.querySelector<HTMLElement>('.DocSearch-Modal');
      if (!modal) return;
      keepTabInside(modal, event);
      // Handled here: DocSearch's own trap would act on the same keystroke.
      if (event.defaultPrevented) event.stopPropagation();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [loaded]);

  // A press on the backdrop closes the modal (DocSearch's handler), and closing hands focus back
  // (returnFocus.ts); the press's default action then moved focus to what was pressed,
  // the backdrop, by then removed from the page: focus ended on the body. Escape kept it.
  useEffect(() => {
    const onMouseDown = (event: globalThis.MouseEvent) => {
      if (event.target instanceof Element && event.target.classList.contains('DocSearch-Container')) event.preventDefault();
    };
    document.addEventListener('mousedown', onMouseDown, true);
    return () => document.removeEventListener('mousedown', onMouseDown, true);
  }, []);

  useEffect(() => {
    if (!config || config.provider === 'algolia') return;
    document.body.classList.add('search-modal--local');
    return () => document.body.classList.remove('search-modal--local');
  }, [config]);

  useEffect(() => {
    if (failedQuery === null) return;
    setDropdown(document.querySelector('.DocSearch-Dropdown'));
    // Typing again leaves the error screen (the next search decides what shows). Deferred: a
    // render before DocSearch handles the keystroke would put its input back to the old query.
    const input = document.querySelector('.DocSearch-Input');
    const clear = () => setTimeout(() => setFailedQuery(null));
    input?.addEventListener('input', clear);
    return () => input?.removeEventListener('input', clear);
  }, [failedQuery]);

  const suggestionsHolder = useSuggestionsHolder(Boolean(loaded?.backend.suggestions.length));

  useDocSearchDialog(Boolean(loaded && props));
  // What had focus is noted on the first render, before any of DocSearch's.
  useReturnFocus(searchButton);

  if (!loaded || !props) return <PendingModal query={pendingQuery} onQuery={setPendingQuery} onClose={onClose} />;
  const { DocSearchModal } = loaded;
  return (
    <GoToHit.Provider value={goTo}>
      {createPortal(
        <DocSearchModal {...props} searchParameters={searchParameters} onClose={onClose} initialScrollY={window.scrollY} initialQuery={pendingQuery || initialQuery} />,
        document.body,
      )}
      {failedQuery !== null && dropdown?.isConnected ? createPortal(<ErrorScreen />, dropdown) : null}
      {suggestionsHolder ? createPortal(<Suggestions suggestions={loaded.backend.suggestions.slice(0, 5)} />, suggestionsHolder) : null}
    </GoToHit.Provider>
  );
}

/**
 * DocSearch's "No results" screen suggests the sections of earlier hits ("Try searching for"),
 * so a first query that finds nothing suggests nothing. While it shows without suggestions of its
 * own, this returns a holder placed where DocSearch puts them, for the index's top sections.
 */
function useSuggestionsHolder(enabled: boolean): Element | null {
  const [holder, setHolder] = useState<Element | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current: HTMLElement | null = null;
    const place = () => {
      const screen = document.querySelector('.DocSearch-NoResults');
      const ownSuggestions = screen?.querySelector('.DocSearch-NoResults-Prefill-List:not(.folio-suggestions)');
      if (!screen || ownSuggestions) {
        current?.remove();
        current = null;
        setHolder(null);
        return;
      }
      if (current?.parentElement === screen) return;
      current?.remove();
      current = document.createElement('div');
      // Before "Believe this query should return results?", as DocSearch places its own.
      screen.insertBefore(current, screen.querySelector(':scope > .DocSearch-Help') ?? null);
      setHolder(current);
    };
    const observer = new MutationObserver(place);
    observer.observe(document.body, { childList: true, subtree: true });
    place();
    return () => {
      observer.disconnect();
      current?.remove();
    };
  }, [enabled]);
  return holder;
}

/** Suggestions in DocSearch's markup; choosing one searches it, as DocSearch's own do. */
function Suggestions({ suggestions }: { suggestions: string[] }) {
  const search = (text: string) => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    // Through the input's own value setter, so DocSearch's React handler sees the change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
  };
  return (
    <div className="DocSearch-NoResults-Prefill-List folio-suggestions">
      <p className="DocSearch-Help">Try searching for:</p>
      <ul>
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button className="DocSearch-Prefill" type="button" onClick={() => search(suggestion)}>
              "{suggestion}"
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * DocSearch's "Unable to fetch results" screen, in DocSearch's markup. DocSearch sets its error
 * status when a search fails, but autocomplete resets the status to idle as the request
 * settles, in the same render batch, so its own error screen never shows: this one stands in,
 * over the "No results" screen that DocSearch shows instead (search.css hides it).
 */
/**
 * The modal while its parts load (on a slow connection, the index's manifest can take seconds):
 * it opens at once, with a box that keeps what is typed meanwhile. Before it, nothing showed until
 * everything had arrived, and the keystrokes typed in between were lost (acceptance audit).
 */
function PendingModal({ query, onQuery, onClose }: { query: string; onQuery(query: string): void; onClose(): void }) {
  return createPortal(
    <div
      className="search-pending"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // The press's own default would move focus to the backdrop, gone by then, after focus was
        // handed back to what had it (verification audit: focus ended on the body).
        event.preventDefault();
        onClose();
      }}
    >
      <div className="search-pending__modal" role="dialog" aria-modal="true" aria-label="Search" aria-busy="true">
        <input
          className="search-pending__input"
          type="search"
          aria-label="Search"
          placeholder="Search docs"
          autoComplete="off"
          spellCheck={false}
          // The dialog's only field, opened by the reader's own shortcut or click.
          autoFocus
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
        <p className="search-pending__status" role="status">
          Loading search…
        </p>
      </div>
    </div>,
    document.body,
  );
}

function ErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen folio-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" fillRule="evenodd" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>
  );
}

/** A hit URL of this site as a path with base URL (so links and recent searches stay on the site). */
function localUrl(url: string, siteData: SiteData): string {
  const path = hitSitePath(url, siteData);
  return path === undefined ? url : withBase(path, siteData.baseUrl);
}

/** Follows a hit the way Enter does (DocSearch's navigator): once the modal has closed. */
const GoToHit = createContext<(url: string) => void>(() => undefined);

/**
 * Hits are links the client router follows (no full reload). A plain click goes where Enter
 * goes, the same way: DocSearch closes the modal on the click, and the link's own navigation
 * would come before that (see `closed` in SearchModal). A click with a modifier key is the
 * browser's (new tab or window), as DocSearch leaves the modal open for it.
 */
function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  const siteData = useSiteData();
  const goTo = useContext(GoToHit);
  const path = hitSitePath(hit.url, siteData);
  if (path === undefined) return <a href={hit.url}>{children}</a>;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    goTo(hit.url);
  };
  return (
    <Link to={path} onClick={onClick}>
      {children}
    </Link>
  );
}
