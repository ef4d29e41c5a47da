// The copy and word-wrap buttons of code blocks (rendered as static HTML by the markdown
// compiler) work through one delegated click listener for the whole document: no React, no
// per-block hydration, and blocks added by client navigation work without re-installing.

const COPIED_MS = 2000;

/** Installs the listener; returns a function that removes it. Call once from the client entry. */
export function installCodeBlockBehaviour(doc: Document): () => void {
  const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const button = target?.closest<HTMLButtonElement>('.code-copy, .code-wrap');
    const block = button?.closest<HTMLElement>('.code-block');
    if (!button || !block) return;
    if (button.classList.contains('code-wrap')) {
      const wrapped = block.classList.toggle('code-block--wrap');
      button.setAttribute('aria-pressed', String(wrapped));
      return;
    }
    const status = block.querySelector('.code-copy-status');
    void copyText(doc, codeText(block)).then(() => {
      button.classList.add('code-copy--copied');
      button.title = 'Copied';
      if (status) status.textContent = 'Copied';
      clearTimeout(timers.get(button));
      timers.set(
        button,
        setTimeout(() => {
          button.classList.remove('code-copy--copied');
          button.title = 'Copy';
          // Emptied, so that the next copy changes the text and is announced again.
          if (status) status.textContent = '';
          timers.delete(button);
        }, COPIED_MS),
      );
    });
  };

  doc.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('click', onClick);
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}

/** The code as written: line numbers are CSS-drawn, so the text has none; the last newline goes. */
export function codeText(block: Element): string {
  return (block.querySelector('pre code')?.textContent ?? '').replace(/\n$/, '');
}

async function copyText(doc: Document, text: string): Promise<void> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Denied (insecure context, no permission): fall back to the selection.
    }
  }
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  doc.body.appendChild(textarea);
  textarea.select();
  try {
    doc.execCommand('copy');
  } finally {
    textarea.remove();
  }
}
