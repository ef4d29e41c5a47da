// Live updates for `npm start`: listens to the dev server, refreshes the page data in place
// after a content edit, reloads after code edits, and shows build errors as an overlay.

interface Problem {
  what: string;
  where?: { file: string; line?: number };
  fix?: string;
  plugin?: string;
}

type DevEvent = { type: 'ok' } | { type: 'reload' } | { type: 'update'; paths: string[]; site?: string } | { type: 'error'; problems: Problem[] };

const OVERLAY_ID = 'folio-error-overlay';

function showOverlay(problems: Problem[]): void {
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
    const header = [problem.plugin ? `[${problem.plugin}]` : '', where].filter(Boolean).join(' ');
    block.textContent = [header, problem.what, problem.fix ? `fix: ${problem.fix}` : ''].filter(Boolean).join('\n');
    overlay.appendChild(block);
  }
  const note = document.createElement('p');
  note.textContent = 'Fix the file and save: this overlay closes by itself.';
  overlay.appendChild(note);
}

function hideOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

const initialError = (window as unknown as { __FOLIO_DEV_ERROR__?: Problem[] }).__FOLIO_DEV_ERROR__;
if (initialError) showOverlay(initialError);

const events = new EventSource('/__folio/events');
events.onmessage = (message) => {
  const event = JSON.parse(message.data) as DevEvent;
  if (event.type === 'error') return showOverlay(event.problems);
  if (event.type === 'ok') {
    // The error page has no app to update: load the real page once the error is fixed.
    if (initialError) window.location.reload();
    return hideOverlay();
  }
  if (event.type === 'reload' || initialError) return window.location.reload();
  hideOverlay();
  window.dispatchEvent(new CustomEvent('folio:update', { detail: { paths: event.paths, site: event.site } }));
};
