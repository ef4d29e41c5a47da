// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../../../../src/shared/boot.js';
import { installScrollableRegions, syncScrollFocus } from '../../../../theme/markdown/scrollableRegions.js';

const table = (html = '<table><tr><td>x</td></tr></table>') => {
  document.body.innerHTML = `<div class="markdown">${html}</div>`;
  return document.querySelector('table')!;
};

describe('syncScrollFocus', () => {
  it('puts an overflowing table in the tab order and takes it out once it fits', () => {
    const element = table();
    syncScrollFocus(element, true);
    expect(element.getAttribute('tabindex')).toBe('0');
    syncScrollFocus(element, true);
    expect(element.getAttribute('tabindex')).toBe('0');
    syncScrollFocus(element, false);
    expect(element.hasAttribute('tabindex')).toBe(false);
  });

  it('leaves a table that fits out of the tab order', () => {
    const element = table();
    syncScrollFocus(element, false);
    expect(element.hasAttribute('tabindex')).toBe(false);
  });

  it('never removes a tabindex the content set itself', () => {
    const element = table('<table tabindex="-1"><tr><td>x</td></tr></table>');
    syncScrollFocus(element, true);
    expect(element.getAttribute('tabindex')).toBe('-1');
    syncScrollFocus(element, false);
    expect(element.getAttribute('tabindex')).toBe('-1');
  });
});

describe('installScrollableRegions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  });

  it('watches no table before React has hydrated the page, whose markup a tab stop would make differ (issue 3 audit)', async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const element = table();
    const stop = installScrollableRegions(document);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(observed).toEqual([]);
    // The app's first effect marks the page hydrated.
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    await vi.waitFor(() => expect(observed).toEqual([element]));
    stop();
  });
});
