// Search and offline mode talk through two DOM events, so neither ships the other's code: the
// search button is on every page, offline mode's registration is a lazy chunk of its own, and a
// module one imported from the other would be split out of its chunk into a shared one (~0.7 kB
// more JavaScript on a first visit, measured).
//
// - SEARCH_OPENED_EVENT: the reader opened search; offline mode then keeps the whole search index
//   (see registerServiceWorker.ts).
// - LOAD_SEARCH_CODE_EVENT: offline mode asks for the search modal's code to be loaded, so that its
//   worker keeps it; the search button answers by pushing its loading promise into the event's
//   `detail` array.

export const SEARCH_OPENED_EVENT = 'folio:search-opened';
export const LOAD_SEARCH_CODE_EVENT = 'folio:load-search-code';

export function announceSearchOpened(): void {
  window.dispatchEvent(new Event(SEARCH_OPENED_EVENT));
}

/** Asks the search button to load the modal's code; resolves once it has (or at once without one). */
export async function requestSearchCode(): Promise<void> {
  const loading: Promise<unknown>[] = [];
  window.dispatchEvent(new CustomEvent(LOAD_SEARCH_CODE_EVENT, { detail: loading }));
  await Promise.all(loading);
}
