// Live updates for `npm start`: listens to the dev server, refreshes the page data in place
// after a content edit, reloads after code edits, and shows build errors as an overlay.
import { DEV_ERROR_GLOBAL, type DevErrorPage, type DevEvent } from '../../shared/devProtocol.js';
import { hideOverlay, showOverlay } from './errorOverlay.js';

/** Set when this document is the dev server's error page rather than a page of the site. */
const errorPage = (window as unknown as Record<string, DevErrorPage | undefined>)[DEV_ERROR_GLOBAL];
if (errorPage) showOverlay(errorPage.problems);

const events = new EventSource('/__folio/events');
events.onmessage = (message) => {
  const event = JSON.parse(message.data) as DevEvent;
  if (event.type === 'error') return showOverlay(event.problems);
  if (event.type === 'ok') {
    // The site's error is fixed: the error page has no app to update, load the real page. A
    // page's own render failure is not the site's (the site is fine): reloading at once would
    // only fail again, so it waits for the next edit.
    if (errorPage?.scope === 'site') return window.location.reload();
    if (!errorPage) hideOverlay();
    return;
  }
  if (event.type === 'reload' || errorPage) return window.location.reload();
  hideOverlay();
  window.dispatchEvent(new CustomEvent('folio:update', { detail: { paths: event.paths, site: event.site } }));
};
