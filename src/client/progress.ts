// A thin bar at the top of the page during slow route changes. It only appears when a change
// takes longer than PROGRESS_DELAY_MS, so fast navigations do not flicker.

export const PROGRESS_DELAY_MS = 200;

let active = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function bar(): HTMLElement {
  let element = document.getElementById('folio-progress');
  if (!element) {
    element = document.createElement('div');
    element.id = 'folio-progress';
    element.setAttribute('role', 'progressbar');
    element.setAttribute('aria-label', 'Loading page');
    document.body.appendChild(element);
  }
  return element;
}

/** Starts (or joins) a progress indication; call the returned function when done. */
export function startProgress(): () => void {
  active += 1;
  if (active === 1) {
    timer = setTimeout(() => bar().classList.add('folio-progress--visible'), PROGRESS_DELAY_MS);
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    active -= 1;
    if (active > 0) return;
    clearTimeout(timer);
    document.getElementById('folio-progress')?.classList.remove('folio-progress--visible');
  };
}
