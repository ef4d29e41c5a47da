// The dev server's error overlay: the problems of the last failed load or render, over the page,
// as a modal dialog that can be closed (its button, Escape) to look at the page behind it. The
// next error shows it again.
import type { DevProblem } from '../../shared/devProtocol.js';

const OVERLAY_ID = 'folio-error-overlay';
const CLOSE_ID = 'folio-error-overlay-close';

/** Takes back what showing the overlay set up outside it (its key handler, the focus it took). */
let release: (() => void) | undefined;
/** Told when the overlay goes (see showOverlay). */
let onHide: (() => void) | undefined;

/** Opaque: the page behind (a coloured announcement bar) showed through a translucent backdrop, over the title. */
const OVERLAY_STYLE = 'position:fixed;inset:0;z-index:2147483647;background:#141418;color:#f4f4f5;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:32px;overflow:auto';
const CLOSE_STYLE = 'flex:none;font:inherit;color:inherit;background:#26262b;border:1px solid #71717a;border-radius:4px;padding:4px 12px;cursor:pointer';

function problemBlock(problem: DevProblem): HTMLElement {
  const block = document.createElement('pre');
  block.style.cssText = 'white-space:pre-wrap;background:#26262b;border-left:4px solid #ff6b6b;padding:12px 16px;margin:0 0 12px';
  const where = problem.where ? `${problem.where.file}${problem.where.line ? `:${problem.where.line}` : ''}` : '';
  // `[docs] site.config.ts:28`, or either alone (no trailing space after a plugin without a place).
  const header = [problem.plugin ? `[${problem.plugin}]` : '', where].filter(Boolean).join(' ');
  block.textContent = [header, problem.what, problem.fix ? `fix: ${problem.fix}` : ''].filter(Boolean).join('\n');
  return block;
}

function header(title: string, count: number): HTMLElement {
  const row = document.createElement('div');
  row.style.cssText = 'display:flex;align-items:flex-start;justify-content:space-between;gap:16px;margin:0 0 16px';
  const heading = document.createElement('h1');
  heading.textContent = `${title} (${count})`;
  heading.style.cssText = 'color:#ff6b6b;font-size:20px;margin:0';
  const close = document.createElement('button');
  close.type = 'button';
  close.id = CLOSE_ID;
  close.textContent = 'Close';
  close.title = 'Close (Esc)';
  close.style.cssText = CLOSE_STYLE;
  close.addEventListener('click', hideOverlay);
  row.append(heading, close);
  return row;
}

/**
 * While the dialog is open: Escape closes it, and Tab stays on its close button, its one
 * control, instead of reaching the page behind it ("Skip to main content").
 */
function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    hideOverlay();
  } else if (event.key === 'Tab') {
    event.preventDefault();
    document.getElementById(CLOSE_ID)?.focus();
  }
}

/**
 * Shows `problems` in the overlay (opening it, or replacing what it shows) and focuses its close
 * button. `title`: a build's problems, or an error the page threw as it ran in the browser.
 */
export function showOverlay(problems: DevProblem[], title: 'Build error' | 'Runtime error' = 'Build error', hidden?: () => void): void {
  onHide = hidden;
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    overlay.setAttribute('role', 'alertdialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.style.cssText = OVERLAY_STYLE;
    document.body.appendChild(overlay);
    const focusedBefore = document.activeElement;
    document.addEventListener('keydown', onKeyDown, true);
    release = () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (focusedBefore instanceof HTMLElement && focusedBefore.isConnected) focusedBefore.focus();
    };
  }
  const note = document.createElement('p');
  note.textContent = 'Fix the file and save: this overlay closes by itself. Escape closes it now.';
  overlay.setAttribute('aria-label', title);
  overlay.replaceChildren(header(title, problems.length), ...problems.map(problemBlock), note);
  document.getElementById(CLOSE_ID)!.focus();
}

export function hideOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove();
  release?.();
  release = undefined;
  const hidden = onHide;
  onHide = undefined;
  hidden?.();
}
