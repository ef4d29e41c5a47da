// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { syncScrollFocus } from '../../../../theme/markdown/scrollableRegions.js';

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
