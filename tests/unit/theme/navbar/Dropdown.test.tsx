// @vitest-environment happy-dom
// The desktop dropdown opens on hover; the click that follows the hover (a mouse user clicking
// the toggle) must leave it open whether or not React re-rendered in between.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Dropdown } from '../../../../theme/Navbar/Dropdown.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

async function renderDropdown(items = [{ label: '1.0', to: '/docs/1.0/intro' }]): Promise<{ toggle: HTMLButtonElement; menu: HTMLElement; wrapper: HTMLElement }> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <MemoryRouter initialEntries={['/docs/intro']}>
        <Dropdown label="2.0" items={items} renderItem={(item) => <a href={item.to}>{item.label}</a>} />
      </MemoryRouter>,
    ),
  );
  return { toggle: container.querySelector('button')!, menu: container.querySelector('ul')!, wrapper: container.querySelector('.dropdown')! };
}

// React builds onMouseEnter/onMouseLeave from mouseover/mouseout with a related target.
const enter = (element: HTMLElement) => element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
const leave = (element: HTMLElement) => element.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));

describe('Dropdown (desktop)', () => {
  it('stays open when the click comes after the hover has re-rendered it', async () => {
    const { toggle, menu } = await renderDropdown();
    await act(async () => enter(toggle));
    expect(menu.hidden).toBe(false);
    await act(async () => toggle.click());
    expect(menu.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('stays open when hover and click arrive before any re-render', async () => {
    const { toggle, menu } = await renderDropdown();
    await act(async () => {
      enter(toggle);
      toggle.click();
    });
    expect(menu.hidden).toBe(false);
  });

  it('toggles on clicks without a hover (keyboard, touch) and closes on a second click', async () => {
    const { toggle, menu } = await renderDropdown();
    await act(async () => toggle.click());
    expect(menu.hidden).toBe(false);
    await act(async () => toggle.click());
    expect(menu.hidden).toBe(true);
  });

  it('closes on a second click after a hover, and when the pointer leaves', async () => {
    const { toggle, menu, wrapper } = await renderDropdown();
    await act(async () => enter(toggle));
    await act(async () => toggle.click());
    await act(async () => toggle.click());
    expect(menu.hidden).toBe(true);
    await act(async () => enter(toggle));
    expect(menu.hidden).toBe(false);
    await act(async () => leave(wrapper));
    expect(menu.hidden).toBe(true);
  });
});

describe('Dropdown (desktop) from the keyboard', () => {
  const versions = ['1.0', '1.1', '1.2'].map((label) => ({ label, to: `/docs/${label}/intro` }));
  const press = (key: string) => act(async () => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
  const focused = () => document.activeElement?.textContent;

  it('moves between the open menu\'s items with ArrowDown and ArrowUp, wrapping, and to the first and last with Home and End', async () => {
    const { toggle, menu } = await renderDropdown(versions);
    await act(async () => toggle.click());
    menu.querySelector('a')!.focus();
    await press('ArrowDown');
    expect(focused()).toBe('1.1');
    await press('ArrowDown');
    await press('ArrowDown');
    expect(focused()).toBe('1.0');
    await press('ArrowUp');
    expect(focused()).toBe('1.2');
    await press('Home');
    expect(focused()).toBe('1.0');
    await press('End');
    expect(focused()).toBe('1.2');
  });

  it('leaves the arrow keys to the page outside the menu', async () => {
    const { toggle } = await renderDropdown(versions);
    toggle.focus();
    const event = new KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true });
    await act(async () => void toggle.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(false);
    expect(focused()).toBe('2.0');
  });
});
