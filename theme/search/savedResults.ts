// Where the search page was when the reader left it: how many pages of results it had loaded and
// how far down it was scrolled, for its history entry. The results are fetched in the browser
// after the app has scrolled a page it comes back to to the top, so Back from a result would
// show the first ten results at the top; with these it loads as many and scrolls to the same
// place. One entry per tab (sessionStorage): Back returns to the search page last left.

const STORAGE_KEY = 'folio:search-page';

export interface SavedResults {
  /** The history entry's key (react-router's `location.key`): a new visit to the same URL starts afresh. */
  key: string;
  /** The entry's query string, which holds the query and the versions searched. */
  search: string;
  /** Pages of results loaded. */
  pages: number;
  scrollY: number;
}

export function saveResults(saved: SavedResults): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage disabled or full: coming back shows the first results, as without it.
  }
}

/** What was saved for the history entry `key` at `search`, if anything. */
export function savedResults(key: string, search: string): SavedResults | undefined {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<SavedResults> | null;
    if (saved?.key !== key || saved.search !== search || !Number.isInteger(saved.pages) || saved.pages! < 1 || typeof saved.scrollY !== 'number') return undefined;
    return saved as SavedResults;
  } catch {
    return undefined;
  }
}
