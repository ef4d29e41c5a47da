// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TabItem } from '../../../../theme/markdown/TabItem.js';
import { Tabs, type TabsProps } from '../../../../theme/markdown/Tabs.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function osTabs(props: Partial<TabsProps> = {}) {
  return (
    <Tabs {...props}>
      <TabItem value="mac" label="macOS">Mac content</TabItem>
      <TabItem value="win" label="Windows" default>Win content</TabItem>
      <TabItem value="linux" label="Linux">Linux content</TabItem>
    </Tabs>
  );
}

let roots: Root[] = [];
async function mount(element: React.ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  roots.push(root);
  await act(async () => root.render(element));
  return container;
}

const tabs = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
const selectedLabel = (container: HTMLElement) => container.querySelector('[aria-selected="true"]')?.textContent;
const visiblePanels = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden).map((p) => p.textContent);

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/page');
});
afterEach(async () => {
  for (const root of roots) await act(async () => root.unmount());
  roots = [];
  document.body.innerHTML = '';
});

describe('Tabs on the server', () => {
  it('shows the default tab and keeps the others in the DOM, hidden', () => {
    const html = renderToString(osTabs());
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(selectedLabel(container)).toBe('Windows');
    expect(visiblePanels(container)).toEqual(['Win content']);
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(3);
  });

  it('links tabs and panels for assistive technology', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(osTabs());
    const [first] = tabs(container);
    const panel = container.querySelector(`#${CSS.escape(first!.getAttribute('aria-controls')!)}`);
    expect(panel?.getAttribute('aria-labelledby')).toBe(first!.id);
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-orientation')).toBe('horizontal');
    expect(tabs(container).map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('prefers defaultValue, then the default item, then the first tab', () => {
    const label = (element: React.ReactElement) => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(element);
      return selectedLabel(container);
    };
    expect(label(osTabs({ defaultValue: 'linux' }))).toBe('Linux');
    expect(label(<Tabs><TabItem value="a">A</TabItem><TabItem value="b">B</TabItem></Tabs>)).toBe('a');
  });

  it('takes labels and order from `values` when given', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(osTabs({ values: [{ value: 'linux', label: 'Tux' }, { value: 'mac', label: 'Apple' }] }));
    expect(tabs(container).map((tab) => tab.textContent)).toEqual(['Tux', 'Apple']);
  });
});

describe('Tabs in the browser', () => {
  it('selects a tab on click', async () => {
    const container = await mount(osTabs());
    await act(async () => tabs(container)[2]!.click());
    expect(selectedLabel(container)).toBe('Linux');
    expect(visiblePanels(container)).toEqual(['Linux content']);
  });

  it('moves with ArrowLeft/ArrowRight/Home/End, wrapping, with a roving tabindex', async () => {
    const container = await mount(osTabs());
    const press = async (key: string) =>
      act(async () => {
        document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    tabs(container)[1]!.focus();
    await press('ArrowRight');
    expect(selectedLabel(container)).toBe('Linux');
    expect(document.activeElement?.textContent).toBe('Linux');
    await press('ArrowRight');
    expect(selectedLabel(container)).toBe('macOS');
    await press('ArrowLeft');
    expect(selectedLabel(container)).toBe('Linux');
    await press('Home');
    expect(selectedLabel(container)).toBe('macOS');
    await press('End');
    expect(selectedLabel(container)).toBe('Linux');
    expect(tabs(container).map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('syncs every group with the same groupId and remembers the choice', async () => {
    const container = await mount(
      <>
        {osTabs({ groupId: 'os' })}
        {osTabs({ groupId: 'os' })}
        {osTabs({ groupId: 'other' })}
      </>,
    );
    const groups = [...container.querySelectorAll<HTMLElement>('.tabs-container')];
    await act(async () => tabs(groups[0]!)[0]!.click());
    expect(groups.map((group) => selectedLabel(group))).toEqual(['macOS', 'macOS', 'Windows']);
    expect(localStorage.getItem('docusaurus.tab.os')).toBe('mac');
  });

  it('restores a stored choice after hydrating the server HTML without mismatch', async () => {
    localStorage.setItem('docusaurus.tab.os', 'linux');
    const container = document.createElement('div');
    container.innerHTML = renderToString(osTabs({ groupId: 'os' }));
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      roots.push(hydrateRoot(container, osTabs({ groupId: 'os' }), { onRecoverableError: (e) => errors.push(e) }));
    });
    expect(errors).toEqual([]);
    expect(selectedLabel(container)).toBe('Linux');
  });

  it('selects from the query string and writes the choice back to it', async () => {
    window.history.replaceState(null, '', '/page?os=mac');
    const container = await mount(osTabs({ groupId: 'os', queryString: true }));
    expect(selectedLabel(container)).toBe('macOS');
    await act(async () => tabs(container)[2]!.click());
    expect(window.location.search).toBe('?os=linux');
  });

  it('accepts a custom query parameter name and ignores unknown values', async () => {
    window.history.replaceState(null, '', '/page?platform=beos');
    const container = await mount(osTabs({ queryString: 'platform' }));
    expect(selectedLabel(container)).toBe('Windows');
  });

  it('follows a link to the same page with another query value (a client navigation, no remount)', async () => {
    let navigate: ReturnType<typeof useNavigate> = () => {};
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    localStorage.setItem('docusaurus.tab.os', 'mac');
    const container = await mount(
      <MemoryRouter initialEntries={['/page']}>
        <Navigator />
        {osTabs({ groupId: 'os', queryString: true })}
      </MemoryRouter>,
    );
    expect(selectedLabel(container)).toBe('macOS');
    await act(async () => navigate('/page?os=linux#query-string'));
    expect(selectedLabel(container)).toBe('Linux');
    expect(visiblePanels(container)).toEqual(['Linux content']);
    await act(async () => navigate('/page?os=win'));
    expect(selectedLabel(container)).toBe('Windows');
  });
});
