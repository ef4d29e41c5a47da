// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { hideOverlay, showOverlay } from '../../../../src/client/dev/errorOverlay.js';

const problem = { what: "Rendering /throws failed: Cannot read properties of null (reading 'boom')", where: { file: 'content/pages/throws.tsx', line: 5 }, plugin: 'render' };
const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const closeButton = () => dialog()?.querySelector('button');
const press = (key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

afterEach(() => {
  hideOverlay();
  document.body.innerHTML = '';
});

describe('the error overlay', () => {
  it('shows each problem where it happened, in a modal dialog', () => {
    showOverlay([problem]);
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(dialog()?.querySelector('h1')?.textContent).toBe('Build error (1)');
    expect(dialog()?.querySelector('pre')?.textContent).toBe("[render] content/pages/throws.tsx:5\nRendering /throws failed: Cannot read properties of null (reading 'boom')");
  });

  it('focuses its close button when it opens, which closes it and gives the focus back', () => {
    document.body.innerHTML = '<a href="#main">Skip to main content</a><input id="search">';
    document.getElementById('search')!.focus();
    showOverlay([problem]);
    expect(document.activeElement).toBe(closeButton());
    expect(closeButton()?.textContent).toBe('Close');
    closeButton()!.click();
    expect(dialog()).toBeNull();
    expect(document.activeElement?.id).toBe('search');
  });

  it('closes on Escape, and opens again with the next error', () => {
    showOverlay([problem]);
    expect(press('Escape').defaultPrevented).toBe(true);
    expect(dialog()).toBeNull();
    // Closed, it no longer takes the page's keys.
    expect(press('Tab').defaultPrevented).toBe(false);
    showOverlay([problem, { what: 'Second problem' }]);
    expect(dialog()?.textContent).toContain('Build error (2)');
    expect(document.activeElement).toBe(closeButton());
  });

  it('keeps Tab inside the dialog, off the page behind it', () => {
    document.body.innerHTML = '<a href="#main">Skip to main content</a>';
    showOverlay([problem]);
    // Focus left on the page (a click on the dialog's text) comes back to the dialog too.
    document.body.focus();
    for (const key of ['Tab', 'Tab']) {
      expect(press(key).defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(closeButton());
    }
  });

  it('hides the page behind it completely (an announcement bar showed through the title)', () => {
    showOverlay([problem]);
    expect(dialog()?.style.background).not.toMatch(/rgba|transparent/);
    expect(dialog()?.style.zIndex).toBe('2147483647');
  });
});
