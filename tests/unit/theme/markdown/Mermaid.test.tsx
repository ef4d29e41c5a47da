// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Mermaid } from '../../../../theme/markdown/Mermaid.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mermaid = vi.hoisted(() => ({
  initialize: vi.fn(),
  parse: vi.fn(async (code: string) => {
    if (code.includes('oops')) throw new Error('Parse error on line 1');
    return true;
  }),
  render: vi.fn(async (id: string, code: string) => ({ svg: `<svg id="${id}"><text>${code.length}</text></svg>` })),
}));
vi.mock('mermaid', () => ({ default: mermaid }));

let roots: Root[] = [];
async function mount(code: string, drawn: string): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  roots.push(root);
  await act(async () => root.render(<Mermaid code={code} />));
  await vi.waitFor(() => expect(container.querySelector(drawn)).not.toBeNull());
  return container;
}

afterEach(async () => {
  for (const root of roots) await act(async () => root.unmount());
  roots = [];
  document.body.innerHTML = '';
  delete document.documentElement.dataset.theme;
  vi.clearAllMocks();
});

describe('Mermaid', () => {
  it('shows the source on the server', () => {
    expect(renderToString(<Mermaid code="graph TD; A-->B;" />)).toBe(
      '<div class="mermaid-diagram"><pre class="mermaid-source">graph TD; A--&gt;B;</pre></div>',
    );
  });

  it('draws the diagram in the browser in the current colour mode', async () => {
    document.documentElement.dataset.theme = 'dark';
    const container = await mount('graph TD; A-->B;', 'svg');
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('pre')).toBeNull();
    expect(mermaid.initialize).toHaveBeenLastCalledWith(expect.objectContaining({ startOnLoad: false, theme: 'dark' }));
  });

  it("darkens the dark theme's edge label box and the light theme's Gantt task names so their text passes WCAG AA", async () => {
    document.documentElement.dataset.theme = 'dark';
    await mount('graph TD; A-- yes -->B;', 'svg');
    expect(mermaid.initialize).toHaveBeenLastCalledWith({ startOnLoad: false, theme: 'dark', themeVariables: { edgeLabelBackground: '#505050' } });
    await act(async () => {
      document.documentElement.dataset.theme = 'light';
    });
    await vi.waitFor(() => expect(mermaid.initialize).toHaveBeenLastCalledWith({ startOnLoad: false, theme: 'default', themeVariables: { taskTextColor: '#1c1e21' } }));
  });

  it('draws again when the colour mode changes', async () => {
    document.documentElement.dataset.theme = 'light';
    // A diagram no other test drew: drawn ones are kept for the tab (see the next test).
    await mount('graph TD; C-->D;', 'svg');
    expect(mermaid.initialize).toHaveBeenLastCalledWith({ startOnLoad: false, theme: 'default', themeVariables: { taskTextColor: '#1c1e21' } });
    await act(async () => {
      document.documentElement.dataset.theme = 'dark';
    });
    await vi.waitFor(() => expect(mermaid.initialize).toHaveBeenLastCalledWith(expect.objectContaining({ startOnLoad: false, theme: 'dark' })));
    await vi.waitFor(() => expect(mermaid.render).toHaveBeenCalledTimes(2));
  });

  it('shows a diagram drawn before in this mode at once, when its page is shown again, without drawing it again', async () => {
    document.documentElement.dataset.theme = 'light';
    await mount('graph TD; E-->F;', 'svg');
    expect(mermaid.render).toHaveBeenCalledTimes(1);
    for (const root of roots) await act(async () => root.unmount());
    roots = [];
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    roots.push(root);
    // Its first render already holds the drawing: the text below it does not move.
    await act(async () => root.render(<Mermaid code="graph TD; E-->F;" />));
    expect(container.querySelector('svg')).not.toBeNull();
    expect(mermaid.render).toHaveBeenCalledTimes(1);
  });

  it('shows an error box with the message for an invalid diagram', async () => {
    const container = await mount('graph oops', '[role="alert"]');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Invalid diagram: Parse error on line 1');
    expect(container.querySelector('pre')?.textContent).toBe('graph oops');
  });
});
