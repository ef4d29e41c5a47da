// DocSearch's modal as assistive technology should meet it: a modal dialog, over a page out of
// reach. DocSearch 3.9 renders its backdrop as a button (role, tabindex) holding the whole dialog,
// with combobox attributes naming lists that do not exist; its search bar and footer as the page's
// banner and contentinfo landmarks; nothing as a dialog; and leaves the page behind reachable.
// Its markup is not ours, so the rendered DOM is corrected after each of its updates.
import { useLayoutEffect } from 'react';

/** DocSearch's button and combobox attributes on the backdrop (none of them true of it). */
const BACKDROP_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby', 'aria-controls'];

/** What is written here, and so what DocSearch may write again on an update. */
const WATCHED_ATTRIBUTES = [...BACKDROP_ATTRIBUTES, 'id'];

function setAttributes(element: Element, attributes: Record<string, string>): void {
  // Only what differs: the observer sees every write, and must come to rest.
  for (const [name, value] of Object.entries(attributes)) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * Corrects the markup of DocSearch's modal inside `container` (`.DocSearch-Container`). Writes
 * nothing already right, so it can run on every change.
 */
export function repairDocSearchDialog(container: Element): void {
  // A control holding controls, named "Search" over all the text in it (nested-interactive,
  // label-content-name-mismatch): the backdrop is only a backdrop; DocSearch's own handler still
  // closes the modal on a press on it.
  for (const name of BACKDROP_ATTRIBUTES) if (container.hasAttribute(name)) container.removeAttribute(name);
  const modal = container.querySelector('.DocSearch-Modal');
  if (modal) setAttributes(modal, { role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Search' });
  // A <header> and a <footer> outside any section are the page's banner and contentinfo.
  for (const part of container.querySelectorAll('.DocSearch-SearchBar, .DocSearch-Footer')) setAttributes(part, { role: 'none' });
  // Every results list gets the id "docsearch-list", while the input's aria-controls names the ids
  // autocomplete meant them to have, "docsearch-hits0-list" and so on, which no element had. Each
  // list takes its own from its options' ids ("docsearch-hits0-item-3"), and the input names the
  // lists shown, and only those.
  for (const list of container.querySelectorAll('[role="listbox"]')) {
    const option = list.querySelector('[role="option"][id*="-item-"]');
    if (option) setAttributes(list, { id: option.id.replace(/-item-[^-]*$/, '-list') });
  }
  const input = container.querySelector('.DocSearch-Input');
  if (!input) return;
  const lists = [...new Set([...container.querySelectorAll('[role="listbox"][id]')].map((list) => list.id))];
  if (lists.length) setAttributes(input, { 'aria-controls': lists.join(' ') });
  else if (input.hasAttribute('aria-controls')) input.removeAttribute('aria-controls');
}

/**
 * While DocSearch's modal is shown (`shown`), keeps its markup corrected and makes the rest of the
 * page inert: out of reach of Tab, pointer and screen reader, as behind any modal dialog. A layout
 * effect: its clean-up runs as the modal leaves the page, before any effect's clean-up, so the page
 * takes focus again by the time useReturnFocus hands it back, whatever the order of the hooks.
 */
export function useDocSearchDialog(shown: boolean): void {
  useLayoutEffect(() => {
    const container = shown ? document.querySelector('.DocSearch-Container') : null;
    if (!container) return;
    const repair = () => repairDocSearchDialog(container);
    const observer = new MutationObserver(repair);
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: WATCHED_ATTRIBUTES });
    repair();
    const page = [...document.body.children].filter((element) => element !== container && !element.hasAttribute('inert'));
    for (const element of page) element.setAttribute('inert', '');
    return () => {
      observer.disconnect();
      for (const element of page) element.removeAttribute('inert');
    };
  }, [shown]);
}
