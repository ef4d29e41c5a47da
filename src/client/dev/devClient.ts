// Live updates for `npm start`: listens to the dev server, refreshes the page data in place
// after a content edit, reloads after code edits, and shows build errors as an overlay.
import { SITE_STYLESHEET_ATTRIBUTE } from '../../shared/boot.js';
import { CLIENT_ERROR_URL, DEV_ERROR_GLOBAL, EVENTS_URL, DEV_UPDATE_EVENT, type DevErrorPage, type DevEvent, type DevProblem } from '../../shared/devProtocol.js';
import { hideOverlay, showOverlay } from './errorOverlay.js';

/** Set when this document is the dev server's error page rather than a page of the site. */
const errorPage = (window as unknown as Record<string, DevErrorPage | undefined>)[DEV_ERROR_GLOBAL];
if (errorPage) showOverlay(errorPage.problems);

const CHANNEL = 'folio-dev-events';

/**
 * One connection to the dev server for the whole browser: an EventSource holds an HTTP/1.1
 * connection for as long as its tab is open, and Chromium gives a host six, so with six tabs open
 * no page fetched its updated data any more and a seventh never loaded (dev server audit). The
 * tab holding the lock keeps the connection and relays each event to the other tabs; when it
 * closes, the lock passes to another, which connects. A tab that opens asks the one connected for
 * the site's state (the server sends it to a new connection first).
 */
function listen(handle: (data: string) => void): void {
  if (typeof BroadcastChannel === 'undefined' || !navigator.locks) {
    new EventSource(EVENTS_URL).onmessage = (message: MessageEvent<string>) => handle(message.data);
    return;
  }
  const channel = new BroadcastChannel(CHANNEL);
  let connected = false;
  /** The last 'ok' or 'error' event this tab knows: what a tab that opens later is told first. */
  let status: string | undefined;
  /** The number of the last event this tab knows (the server's count): a new connection asks for those after it. */
  let lastId = '';
  const isStatus = (data: string) => /^\{"type":"(?:ok|error)"/.test(data);
  // Names this tab's hello, so that the answer (the state, which hides another tab's overlay of
  // a runtime error) is taken by this tab only.
  const id = Math.random().toString(36).slice(2);
  channel.onmessage = (message: MessageEvent<{ event?: string; hello?: string; to?: string; id?: string }>) => {
    const { event, hello, to } = message.data;
    if (hello !== undefined) {
      if (connected && status !== undefined) channel.postMessage({ event: status, to: hello, id: lastId });
    } else if (event !== undefined && !connected && (to === undefined || to === id)) {
      if (isStatus(event)) status = event;
      if (message.data.id) lastId = message.data.id;
      handle(event);
    }
  };
  void navigator.locks.request(CHANNEL, () => {
    connected = true;
    // The events sent while no tab was connected (the one that was closed) come after the state.
    const source = new EventSource(lastId ? `${EVENTS_URL}?since=${lastId}` : EVENTS_URL);
    // A connection starts with the site's state: the tabs knew it already when this tab takes
    // over from one that closed, and an 'ok' told again would hide their overlays of a runtime
    // error (review). That first event is acted on only when it changed; a later one (the same
    // error saved again) always is.
    let opening = true;
    source.onopen = () => (opening = true);
    source.onmessage = (message: MessageEvent<string>) => {
      const first = opening;
      opening = false;
      if (message.lastEventId) lastId = message.lastEventId;
      if (isStatus(message.data)) {
        if (first && message.data === status) return;
        status = message.data;
      }
      channel.postMessage({ event: message.data, id: lastId });
      handle(message.data);
    };
    // Held while the tab is open: the browser releases it when the tab goes.
    return new Promise<void>(() => undefined);
  });
  channel.postMessage({ hello: id });
}

listen((data) => {
  const event = JSON.parse(data) as DevEvent;
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
  if (event.type === 'css') return swapStylesheets(event.stylesheets);
  hideOverlay();
  forgetRuntimeErrors();
  window.dispatchEvent(new CustomEvent(DEV_UPDATE_EVENT, { detail: { paths: event.paths, site: event.site } }));
});

/** The bundle's name of a stylesheet URL, without its content hash (`/__folio/assets/styles-AB12.css` → `…/styles`). */
const stylesheetName = (href: string) => new URL(href, window.location.href).pathname.replace(/-[A-Z0-9]+\.css$/, '');

/**
 * Points the page's stylesheet links at the rebuilt ones, each new link in place before the old one
 * goes (no flash of unstyled content); a site stylesheet the page did not have yet goes last.
 */
function swapStylesheets(stylesheets: string[]): void {
  hideOverlay();
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  for (const href of stylesheets) {
    const old = links.find((link) => stylesheetName(link.href) === stylesheetName(href));
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    if (old?.hasAttribute(SITE_STYLESHEET_ATTRIBUTE) || (!old && stylesheetName(href).endsWith('/main'))) link.setAttribute(SITE_STYLESHEET_ATTRIBUTE, '');
    if (!old) {
      document.head.append(link);
      continue;
    }
    if (old.getAttribute('href') === href) continue;
    link.onload = () => old.remove();
    old.after(link);
  }
}

/** Messages already reported: React reports a render error more than once (it renders again to retry). */
const reported = new Set<string>();
/** What the overlay lists of the errors this page threw, in order. */
const runtimeProblems: DevProblem[] = [];
/** Errors reported until an edit or a close of the overlay starts the list again: a timer throwing anew is not a flood of requests. */
const MAX_RUNTIME_REPORTS = 10;

/** After an edit (the page updated in place) or a close, the same error is news again. */
function forgetRuntimeErrors(): void {
  reported.clear();
  runtimeProblems.length = 0;
}

/**
 * An error the page throws as it runs in the browser (a component that throws only there, an
 * effect, a handler): the dev server prints it and places it in the sources, and the overlay
 * lists it, as a build error is shown.
 */
function reportRuntimeError(thrown: unknown): void {
  // A promise rejected with a value that is no Error (`Promise.reject('nope')`) is reported by it.
  const error = thrown instanceof Error ? thrown : typeof thrown === 'string' ? Object.assign(new Error(thrown), { stack: undefined }) : undefined;
  if (!error || reported.has(error.message) || reported.size >= MAX_RUNTIME_REPORTS) return;
  reported.add(error.message);
  const shown: DevProblem = { what: error.message, fix: "see the browser's console for the stack" };
  fetch(CLIENT_ERROR_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message: error.message, stack: error.stack, page: window.location.pathname }) })
    .then((response) => (response.ok ? (response.json() as Promise<DevProblem>) : shown))
    .catch(() => shown)
    .then((problem) => {
      runtimeProblems.push(problem);
      showOverlay(runtimeProblems, 'Runtime error', forgetRuntimeErrors);
    });
}

// Errors that are no exception (a resource that failed to load, ResizeObserver's loop notice)
// carry no Error: left to the console.
window.addEventListener('error', (event) => event.error instanceof Error && reportRuntimeError(event.error));
window.addEventListener('unhandledrejection', (event) => reportRuntimeError(event.reason));
