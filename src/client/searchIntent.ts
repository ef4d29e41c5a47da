// The reader opened search: offline mode's registration (loaded lazily, in its own chunk)
// listens for this to keep the whole search index from then on (see registerServiceWorker.ts).
// A DOM event keeps the search button, which every page ships, free of the offline code.

export const SEARCH_OPENED_EVENT = 'folio:search-opened';

export function announceSearchOpened(): void {
  window.dispatchEvent(new Event(SEARCH_OPENED_EVENT));
}
