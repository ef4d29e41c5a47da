// Live updates for `npm start`: listens to the dev server, refreshes the page data in place
// after a content edit, reloads after code edits, and shows build errors as an overlay.
import { DEV_ERROR_GLOBAL, type DevErrorPage, type DevEvent, type DevProblem } from '../../shared/devProtocol.js';

const OVERLAY_ID = 'folio-error-overlay';

function showOverlay(problems: DevProblem[]): void {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-label', 'Build error');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,24,.92);color:#f4f4f5;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:32px;overflow:auto';
    document.body.appendChild(overlay);
  }
  overlay.replaceChildren();
  const title = document.createElement('h1');
  title.textContent = `Build error (${problems.length})`;
  title.style.cssText = 'color:#ff6b6b;font-size:20px;margin:0 0 16px';
  overlay.appendChild(title);
  for (const problem of problems) {
    const block = document.createElement('pre');
    block.style.cssText = 'white-space:pre-wrap;background:#26262b;border-left:4px solid #ff6b6b;padding:12px 16px;margin:0 0 12px';
    const where = problem.where ? `${problem.where.file}${problem.where.line ? `:${problem.where.line}` : ''}` : '';
    block.textContent = [`${problem.plugin ? `[${problem.plugin}] ` : ''}${where}`, problem.what, problem.fix ? `fix: ${problem.fix}` : ''].filter(Boolean).join('\n');
    overlay.appendChild(block);
  }
  const note = document.createElement('p');
  note.textContent = 'Fix the file and save: this overlay closes by itself.';
  overlay.appendChild(note);
}

function hideOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

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
